import type { mastodon } from 'masto';

/** A post's interaction state as every view shows it. */
export interface StatusInteractionState {
  favourited: boolean;
  favouritesCount: number;
  reblogged: boolean;
  reblogsCount: number;
  bookmarked: boolean;
  muted: boolean;
  /** An own post pinned to the profile. */
  pinned: boolean;
  repliesCount: number;
}

/** The interaction state of the post an entry shows (a boost's inner post). */
export function interactionStateOf(status: mastodon.v1.Status): StatusInteractionState {
  const post = status.reblog ?? status;
  return {
    favourited: Boolean(post.favourited),
    favouritesCount: post.favouritesCount ?? 0,
    reblogged: Boolean(post.reblogged),
    reblogsCount: post.reblogsCount ?? 0,
    bookmarked: Boolean(post.bookmarked),
    muted: Boolean(post.muted),
    pinned: Boolean(post.pinned),
    repliesCount: post.repliesCount ?? 0,
  };
}
