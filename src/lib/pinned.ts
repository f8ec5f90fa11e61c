import type { mastodon } from 'masto';

/**
 * The posts of a `statuses?pinned=true` answer that are pinned. Mastodon says `pinned` only on the
 * reader's own posts (true there); a server that ignores the parameter (snac) answers every post,
 * each saying `pinned: false`, and those are not pinned.
 */
export function pinnedOnly(statuses: readonly mastodon.v1.Status[]): mastodon.v1.Status[] {
  return statuses.filter((status) => status.pinned !== false);
}
