import { requireUser } from '../http/auth';
import { notFound } from '../http/errors';
import { sendPage } from '../http/pagination';
import { accountOr404 } from '../http/records';
import { serializeAccount } from '../serializers/account';
import { serializeRelationship } from '../serializers/relationship';
import { compareIds } from '../store/ids';
import type { RouteFamily } from './types';

type IdParams = { Params: { account_id: string } };

/** Pending follow requests to the viewer's (locked) account. */
const followRequests: RouteFamily = (app, ctx) => {
  app.get('/api/v1/follow_requests', async (request, reply) => {
    const viewer = requireUser(ctx, request, 'read:follows');
    const edges = [...(ctx.store.followRequests.get(viewer.id)?.entries() ?? [])].sort((a, b) =>
      compareIds(a[1].id, b[1].id),
    );
    const page = sendPage(ctx, request, reply, edges, ([, edge]) => edge.id, {
      defaultLimit: 40,
      maxLimit: 80,
    });
    return page.map(([id]) => serializeAccount(ctx, ctx.store.accounts.get(id)!));
  });

  for (const action of ['authorize', 'reject'] as const) {
    app.post<IdParams>(`/api/v1/follow_requests/:account_id/${action}`, (request) => {
      const viewer = requireUser(ctx, request, 'write:follows');
      const requester = accountOr404(ctx, request.params.account_id);
      const { store } = ctx;
      if (!store.hasEdge(store.followRequests, viewer.id, requester.id)) throw notFound();
      store.removeEdge(store.followRequests, viewer.id, requester.id);
      if (action === 'authorize') store.follow(requester.id, viewer.id);
      return serializeRelationship(ctx, viewer.id, requester.id);
    });
  }
};

export default followRequests;
