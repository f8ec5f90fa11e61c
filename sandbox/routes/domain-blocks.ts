import { requireUser } from '../http/auth';
import { unprocessable } from '../http/errors';
import { sendPage } from '../http/pagination';
import { asString, bodyAsParams, type Params } from '../http/params';
import { compareIds } from '../store/ids';
import type { Edge } from '../store/types';
import { userState } from '../store/user-state';
import type { RouteFamily } from './types';

function domainParam(body: unknown, query: unknown): string {
  const value = asString(bodyAsParams(body).domain) ?? asString((query as Params).domain) ?? '';
  const domain = value
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '');
  if (!domain) throw unprocessable("Domain can't be blank");
  return domain;
}

/** Domains the viewer hides: their accounts' posts and notifications disappear for the viewer. */
const domainBlocks: RouteFamily = (app, ctx) => {
  const blocksOf = (accountId: string) => {
    const state = userState(ctx.store);
    let blocks = state.domainBlocks.get(accountId);
    if (!blocks) {
      blocks = new Map<string, Edge>();
      state.domainBlocks.set(accountId, blocks);
    }
    return blocks;
  };

  app.get('/api/v1/domain_blocks', async (request, reply) => {
    const viewer = requireUser(ctx, request, 'read:blocks');
    const entries = [...blocksOf(viewer.id).entries()].sort((a, b) => compareIds(a[1].id, b[1].id));
    const page = sendPage(ctx, request, reply, entries, ([, edge]) => edge.id, {
      defaultLimit: 100,
      maxLimit: 200,
    });
    return page.map(([domain]) => domain);
  });

  app.post('/api/v1/domain_blocks', (request) => {
    const viewer = requireUser(ctx, request, 'write:blocks');
    const domain = domainParam(request.body, request.query);
    const blocks = blocksOf(viewer.id);
    if (!blocks.has(domain)) {
      const now = ctx.store.now();
      blocks.set(domain, { id: ctx.store.newId(now), createdAt: now });
    }
    // Mastodon drops the followers the viewer had on the blocked domain.
    for (const account of ctx.store.accounts.values())
      if (account.domain?.toLowerCase() === domain) ctx.store.unfollow(account.id, viewer.id);
    return {};
  });

  app.delete('/api/v1/domain_blocks', (request) => {
    const viewer = requireUser(ctx, request, 'write:blocks');
    blocksOf(viewer.id).delete(domainParam(request.body, request.query));
    return {};
  });
};

export default domainBlocks;
