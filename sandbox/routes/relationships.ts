import { followAccount, unfollowAccount } from '../domain/relationships';
import { optionalViewer, requireUser } from '../http/auth';
import { forbidden } from '../http/errors';
import { sendPage } from '../http/pagination';
import { asBoolean, asStringArray, bodyAsParams } from '../http/params';
import { accountOr404 } from '../http/records';
import { serializeAccount } from '../serializers/account';
import { serializeRelationship } from '../serializers/relationship';
import type { Edge } from '../store/types';
import { compareIds } from '../store/ids';
import type { RouteFamily } from './types';

type IdParams = { Params: { id: string } };

const relationships: RouteFamily = (app, ctx) => {
  app.get('/api/v1/accounts/relationships', (request) => {
    const viewer = requireUser(ctx, request, 'read:follows');
    const ids = asStringArray((request.query as Record<string, unknown>).id) ?? [];
    return ids
      .filter((id) => ctx.store.accounts.has(id))
      .map((id) => serializeRelationship(ctx, viewer.id, id));
  });

  app.post<IdParams>('/api/v1/accounts/:id/follow', (request) => {
    const viewer = requireUser(ctx, request, 'write:follows');
    const target = accountOr404(ctx, request.params.id);
    if (target.id === viewer.id) throw forbidden();
    if (
      ctx.store.hasEdge(ctx.store.blocks, target.id, viewer.id) ||
      ctx.store.hasEdge(ctx.store.blocks, viewer.id, target.id)
    )
      throw forbidden();
    followAccount(ctx, viewer.id, target.id);
    // `notify` and `reblogs` change an existing follow's options too (Mastodon 3.3+).
    const params = bodyAsParams(request.body);
    const key = `${viewer.id}:${target.id}`;
    const options = ctx.store.followOptions.get(key) ?? { notify: false, reblogs: true };
    ctx.store.followOptions.set(key, {
      notify: asBoolean(params.notify) ?? options.notify,
      reblogs: asBoolean(params.reblogs) ?? options.reblogs,
    });
    return serializeRelationship(ctx, viewer.id, target.id);
  });

  app.post<IdParams>('/api/v1/accounts/:id/unfollow', (request) => {
    const viewer = requireUser(ctx, request, 'write:follows');
    const target = accountOr404(ctx, request.params.id);
    unfollowAccount(ctx, viewer.id, target.id);
    return serializeRelationship(ctx, viewer.id, target.id);
  });

  for (const direction of ['followers', 'following'] as const) {
    app.get<IdParams>(`/api/v1/accounts/:id/${direction}`, async (request, reply) => {
      optionalViewer(ctx, request);
      const account = accountOr404(ctx, request.params.id);
      const index = direction === 'followers' ? ctx.store.followers : ctx.store.following;
      const edges = [...(index.get(account.id)?.entries() ?? [])].sort((a, b) =>
        compareIds(a[1].id, b[1].id),
      );
      const page = sendPage(ctx, request, reply, edges, ([, edge]: [string, Edge]) => edge.id, {
        defaultLimit: 40,
        maxLimit: 80,
      });
      return page.map(([id]) => serializeAccount(ctx, ctx.store.accounts.get(id)!));
    });
  }
};

export default relationships;
