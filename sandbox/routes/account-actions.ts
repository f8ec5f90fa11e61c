import type { FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import { unfollowAccount } from '../domain/relationships';
import { optionalViewer, requireUser } from '../http/auth';
import { forbidden, unprocessable } from '../http/errors';
import { sendPage } from '../http/pagination';
import { asBoolean, asInteger, asString, asStringArray, bodyAsParams } from '../http/params';
import { accountOr404 } from '../http/records';
import { serializeAccount } from '../serializers/account';
import { serializeRelationship } from '../serializers/relationship';
import { compareIds } from '../store/ids';
import type { AccountRecord } from '../store/types';
import type { RouteFamily } from './types';

type IdParams = { Params: { id: string } };
const NOTE_LIMIT = 2000;

/** Drops mutes whose duration ran out; Mastodon does this with a scheduled job. */
function expireMutes(ctx: SandboxContext): void {
  const { store } = ctx;
  if (store.muteOptions.size === 0) return;
  const now = Date.now();
  for (const [key, options] of store.muteOptions) {
    if (options.expiresAt === null || options.expiresAt > now) continue;
    const [viewerId, targetId] = key.split(':');
    store.removeEdge(store.mutes, viewerId, targetId);
    store.muteOptions.delete(key);
  }
}

const accountActions: RouteFamily = (app, ctx) => {
  app.addHook('onRequest', (_request, _reply, done) => {
    expireMutes(ctx);
    done();
  });

  /** POST /api/v1/accounts/:id/<name> acting on another account and answering with the Relationship. */
  const action = (
    name: string,
    scope: string,
    perform: (
      viewer: AccountRecord,
      target: AccountRecord,
      params: Record<string, unknown>,
    ) => void,
  ) => {
    app.post<IdParams>(`/api/v1/accounts/:id/${name}`, (request: FastifyRequest<IdParams>) => {
      const viewer = requireUser(ctx, request, scope);
      const target = accountOr404(ctx, request.params.id);
      perform(viewer, target, bodyAsParams(request.body));
      return serializeRelationship(ctx, viewer.id, target.id);
    });
  };

  action('block', 'write:blocks', (viewer, target) => {
    if (viewer.id === target.id) throw forbidden();
    unfollowAccount(ctx, viewer.id, target.id);
    unfollowAccount(ctx, target.id, viewer.id);
    ctx.store.removeEdge(ctx.store.endorsements, viewer.id, target.id);
    ctx.store.addEdge(ctx.store.blocks, viewer.id, target.id);
  });
  action('unblock', 'write:blocks', (viewer, target) =>
    ctx.store.removeEdge(ctx.store.blocks, viewer.id, target.id),
  );

  action('mute', 'write:mutes', (viewer, target, params) => {
    if (viewer.id === target.id) throw forbidden();
    const duration = asInteger(params.duration) ?? 0;
    if (duration < 0) throw unprocessable('Duration must be positive');
    ctx.store.addEdge(ctx.store.mutes, viewer.id, target.id);
    ctx.store.muteOptions.set(`${viewer.id}:${target.id}`, {
      notifications: asBoolean(params.notifications) ?? true,
      expiresAt: duration > 0 ? Date.now() + duration * 1000 : null,
    });
  });
  action('unmute', 'write:mutes', (viewer, target) => {
    ctx.store.removeEdge(ctx.store.mutes, viewer.id, target.id);
    ctx.store.muteOptions.delete(`${viewer.id}:${target.id}`);
  });

  action('note', 'write:accounts', (viewer, target, params) => {
    const comment = asString(params.comment) ?? '';
    if ([...comment].length > NOTE_LIMIT)
      throw unprocessable(`Comment is too long (maximum is ${NOTE_LIMIT} characters)`);
    if (comment) ctx.store.accountNotes.set(`${viewer.id}:${target.id}`, comment);
    else ctx.store.accountNotes.delete(`${viewer.id}:${target.id}`);
  });

  const endorse = (viewer: AccountRecord, target: AccountRecord) => {
    if (!ctx.store.hasEdge(ctx.store.following, viewer.id, target.id))
      throw unprocessable('You must be following this account to feature it');
    ctx.store.addEdge(ctx.store.endorsements, viewer.id, target.id);
  };
  const unendorse = (viewer: AccountRecord, target: AccountRecord) =>
    ctx.store.removeEdge(ctx.store.endorsements, viewer.id, target.id);
  // pin/unpin are the older names of endorse/unendorse.
  for (const name of ['endorse', 'pin']) action(name, 'write:accounts', endorse);
  for (const name of ['unendorse', 'unpin']) action(name, 'write:accounts', unendorse);

  const sendEndorsements = (
    request: FastifyRequest,
    reply: Parameters<typeof sendPage>[2],
    accountId: string,
  ) => {
    const entries = [...(ctx.store.endorsements.get(accountId)?.entries() ?? [])].sort((a, b) =>
      compareIds(a[1].id, b[1].id),
    );
    const page = sendPage(ctx, request, reply, entries, ([, edge]) => edge.id, {
      defaultLimit: 40,
      maxLimit: 80,
    });
    return page.map(([id]) => serializeAccount(ctx, ctx.store.accounts.get(id)!));
  };

  app.get('/api/v1/endorsements', async (request, reply) =>
    sendEndorsements(request, reply, requireUser(ctx, request, 'read:accounts').id),
  );

  app.get<IdParams>('/api/v1/accounts/:id/endorsements', async (request, reply) => {
    optionalViewer(ctx, request);
    return sendEndorsements(request, reply, accountOr404(ctx, request.params.id).id);
  });

  app.get('/api/v1/accounts/familiar_followers', (request) => {
    const viewer = requireUser(ctx, request, 'read:follows');
    const ids = asStringArray((request.query as Record<string, unknown>).id) ?? [];
    const followed = ctx.store.following.get(viewer.id) ?? new Map();
    return ids
      .filter((id) => ctx.store.accounts.has(id))
      .map((id) => ({
        id,
        accounts: [...(ctx.store.followers.get(id)?.keys() ?? [])]
          .filter((followerId) => followed.has(followerId) && followerId !== viewer.id)
          .map((followerId) => serializeAccount(ctx, ctx.store.accounts.get(followerId)!)),
      }));
  });
};

export default accountActions;
