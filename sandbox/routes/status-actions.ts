import { favouriteStatus, reblogStatus, unreblogStatus } from '../domain/statuses';
import { optionalViewer, requireUser } from '../http/auth';
import { unprocessable } from '../http/errors';
import { sendPage } from '../http/pagination';
import { asString, bodyAsParams } from '../http/params';
import { visibleStatusOr404 } from '../http/records';
import { serializeAccount } from '../serializers/account';
import { serializeStatus } from '../serializers/status';
import { compareIds } from '../store/ids';
import type { Visibility } from '../store/types';
import type { RouteFamily } from './types';

type IdParams = { Params: { id: string } };
const MAX_PINS = 5;

const statusActions: RouteFamily = (app, ctx) => {
  /** Registers POST /api/v1/statuses/:id/<action>, acting on the original of a reblog. */
  const action = (
    name: string,
    scope: string,
    perform: (viewerId: string, statusId: string, body: Record<string, unknown>) => string | void,
  ) => {
    app.post<IdParams>(`/api/v1/statuses/:id/${name}`, (request) => {
      const viewer = requireUser(ctx, request, scope);
      const target = visibleStatusOr404(ctx, request.params.id, viewer.id);
      const original = target.reblogOfId
        ? visibleStatusOr404(ctx, target.reblogOfId, viewer.id)
        : target;
      const resultId = perform(viewer.id, original.id, bodyAsParams(request.body)) ?? original.id;
      const result = ctx.store.statuses.get(resultId) ?? original;
      return serializeStatus(ctx, result, { viewerId: viewer.id });
    });
  };

  action('favourite', 'write:favourites', (viewerId, id) =>
    favouriteStatus(ctx, viewerId, ctx.store.statuses.get(id)!),
  );
  action('unfavourite', 'write:favourites', (viewerId, id) => ctx.store.unfavourite(viewerId, id));
  action(
    'bookmark',
    'write:bookmarks',
    (viewerId, id) => void ctx.store.addEdge(ctx.store.bookmarks, viewerId, id),
  );
  action('unbookmark', 'write:bookmarks', (viewerId, id) =>
    ctx.store.removeEdge(ctx.store.bookmarks, viewerId, id),
  );
  action('reblog', 'write:statuses', (viewerId, id, body) => {
    const original = ctx.store.statuses.get(id)!;
    if (original.visibility === 'private' && original.accountId !== viewerId)
      throw unprocessable('Reblog of status is not allowed');
    if (original.visibility === 'direct') throw unprocessable('Reblog of status is not allowed');
    const visibility = (asString(body.visibility) ?? 'public') as Visibility;
    return reblogStatus(
      ctx,
      viewerId,
      original,
      ['public', 'unlisted', 'private'].includes(visibility) ? visibility : 'public',
    ).id;
  });
  action('unreblog', 'write:statuses', (viewerId, id) =>
    unreblogStatus(ctx, viewerId, ctx.store.statuses.get(id)!),
  );
  action('pin', 'write:accounts', (viewerId, id) => {
    const status = ctx.store.statuses.get(id)!;
    if (status.accountId !== viewerId) throw unprocessable('Status must be yours');
    // Private posts can be pinned since Mastodon 3.5; direct ones never.
    if (status.visibility === 'direct') throw unprocessable('Status cannot be pinned');
    if ((ctx.store.pins.get(viewerId)?.size ?? 0) >= MAX_PINS)
      throw unprocessable('You have already pinned the maximum number of posts');
    ctx.store.addEdge(ctx.store.pins, viewerId, id);
  });
  action('unpin', 'write:accounts', (viewerId, id) =>
    ctx.store.removeEdge(ctx.store.pins, viewerId, id),
  );

  for (const [path, pick] of [
    [
      'reblogged_by',
      (id: string) =>
        [...(ctx.store.reblogs.get(id)?.entries() ?? [])].map(([accountId, reblogId]) => ({
          accountId,
          cursor: reblogId,
        })),
    ],
    [
      'favourited_by',
      (id: string) =>
        [...(ctx.store.favouritesByStatus.get(id)?.entries() ?? [])].map(([accountId, edge]) => ({
          accountId,
          cursor: edge.id,
        })),
    ],
  ] as const) {
    app.get<IdParams>(`/api/v1/statuses/:id/${path}`, async (request, reply) => {
      const viewer = optionalViewer(ctx, request);
      const status = visibleStatusOr404(ctx, request.params.id, viewer?.id ?? null);
      const entries = pick(status.id).sort((a, b) => compareIds(a.cursor, b.cursor));
      const page = sendPage(ctx, request, reply, entries, (entry) => entry.cursor, {
        defaultLimit: 40,
        maxLimit: 80,
      });
      return page.map((entry) => serializeAccount(ctx, ctx.store.accounts.get(entry.accountId)!));
    });
  }
};

export default statusActions;
