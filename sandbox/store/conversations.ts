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
