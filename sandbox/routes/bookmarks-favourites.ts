import { requireUser } from '../http/auth';
import { sendPage } from '../http/pagination';
import { serializeStatuses } from '../serializers/status';
import { compareIds } from '../store/ids';
import { canView } from '../store/visibility';
import type { RouteFamily } from './types';

/**
 * Bookmarked and favourited statuses, newest action first. Like Mastodon, the Link header cursors are the
 * bookmark / favourite record ids, not status ids.
 */
const bookmarksFavourites: RouteFamily = (app, ctx) => {
  for (const [path, scope, indexOf] of [
    ['bookmarks', 'read:bookmarks', () => ctx.store.bookmarks],
    ['favourites', 'read:favourites', () => ctx.store.favouritesByAccount],
  ] as const) {
    app.get(`/api/v1/${path}`, async (request, reply) => {
      const viewer = requireUser(ctx, request, scope);
      const { store } = ctx;
      const edges = [...(indexOf().get(viewer.id)?.entries() ?? [])].sort((a, b) =>
        compareIds(a[1].id, b[1].id),
      );
      const page = sendPage(ctx, request, reply, edges, ([, edge]) => edge.id, {
        defaultLimit: 20,
        maxLimit: 40,
        accept: ([statusId]) => {
          const status = store.statuses.get(statusId);
          return status !== undefined && canView(store, viewer.id, status);
        },
      });
      return serializeStatuses(
        ctx,
        page.map(([statusId]) => store.statuses.get(statusId)!),
        { viewerId: viewer.id },
      );
    });
  }
};

export default bookmarksFavourites;
