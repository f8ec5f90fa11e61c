import type { Store } from './store';
import type { StatusRecord } from './types';

/** The first post of the thread a status belongs to; Mastodon mutes whole conversations. */
export function conversationRootId(store: Store, status: StatusRecord): string {
  let current = status;
  const seen = new Set<string>();
  while (current.inReplyToId && !seen.has(current.id)) {
    seen.add(current.id);
    const parent = store.statuses.get(current.inReplyToId);
    if (!parent) return current.inReplyToId;
    current = parent;
  }
  return current.id;
}

export function isConversationMuted(store: Store, viewerId: string, status: StatusRecord): boolean {
  const muted = store.conversationMutes.get(viewerId);
  return !!muted && muted.size > 0 && muted.has(conversationRootId(store, status));
}

/** A notification about a status in a thread the recipient muted is not sent, as in Mastodon. */
export function inMutedConversation(
  store: Store,
  accountId: string,
  statusId: string | null,
): boolean {
  const status = statusId ? store.statuses.get(statusId) : undefined;
  return !!status && isConversationMuted(store, accountId, status);
}

/** Muting an account hides its notifications unless the mute was made with `notifications=false`. */
export function mutesNotificationsFrom(store: Store, accountId: string, fromId: string): boolean {
  return (
    store.hasEdge(store.mutes, accountId, fromId) &&
    store.muteOptions.get(`${accountId}:${fromId}`)?.notifications !== false
  );
}
