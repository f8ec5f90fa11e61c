import type { Store } from './store';
import type { StatusRecord } from './types';
import { isDomainBlocked } from './user-state';

/** Whether a viewer (null = anonymous) may see a status, following Mastodon's visibility rules. */
export function canView(store: Store, viewerId: string | null, status: StatusRecord): boolean {
  if (status.deleted) return false;
  if (viewerId === status.accountId) return true;
  if (viewerId && store.hasEdge(store.blocks, status.accountId, viewerId)) return false;
  switch (status.visibility) {
    case 'public':
    case 'unlisted':
      return true;
    case 'private':
      return (
        viewerId !== null &&
        (store.hasEdge(store.following, viewerId, status.accountId) ||
          status.mentionIds.includes(viewerId))
      );
    case 'direct':
      return viewerId !== null && status.mentionIds.includes(viewerId);
  }
}

/** Hidden from the viewer's timelines because of a block or mute (either side of a block). */
export function isSilencedFor(store: Store, viewerId: string | null, accountId: string): boolean {
  if (!viewerId || viewerId === accountId) return false;
  return (
    store.hasEdge(store.blocks, viewerId, accountId) ||
    store.hasEdge(store.blocks, accountId, viewerId) ||
    store.hasEdge(store.mutes, viewerId, accountId) ||
    isDomainBlocked(store, viewerId, store.accounts.get(accountId)?.domain ?? null)
  );
}
