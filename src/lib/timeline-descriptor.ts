/** Which of an account's posts its timeline shows. 'posts' puts pinned posts first. */
export type AccountTimelineFilter = 'posts' | 'replies' | 'media';

/** The sources a timeline can come from. */
export type TimelineDescriptor =
  | { type: 'home' }
  | { type: 'local' }
  | { type: 'federated' }
  | { type: 'account'; id: string; filter: AccountTimelineFilter }
  /** One to five tags (see lib/hashtags.ts); posts with any of them (with media only: `media`). */
  | { type: 'tag'; tags: string[]; media?: boolean }
  | { type: 'list'; id: string }
  | { type: 'bookmarks' }
  | { type: 'favourites' }
  /** trends/statuses: paginated by offset, not by id. */
  | { type: 'trending' }
  /** Posts sharing a trending link. */
  | { type: 'link'; url: string };

export const TIMELINE_PAGE_SIZE = 20;

/** Timelines that need an account. */
export function requiresLogin(descriptor: TimelineDescriptor): boolean {
  switch (descriptor.type) {
    case 'home':
    case 'list':
    case 'bookmarks':
    case 'favourites':
      return true;
    default:
      return false;
  }
}

/** The filter context (Mastodon's `context` of a filter) posts of this timeline are shown in. */
export type TimelineContext = 'home' | 'public' | 'account';

export function timelineContext(descriptor: TimelineDescriptor): TimelineContext {
  switch (descriptor.type) {
    case 'home':
    case 'list':
      return 'home';
    case 'account':
      return 'account';
    default:
      return 'public';
  }
}

/**
 * Whether a streamed post belongs in the timeline: the hashtag streams carry every post with the
 * tag, so a media-only hashtag timeline drops those without media.
 */
export function streamedPostFits(
  descriptor: TimelineDescriptor,
  status: MediaCarrier & { reblog?: MediaCarrier | null },
): boolean {
  if (descriptor.type !== 'tag' || !descriptor.media) return true;
  return (status.reblog ?? status).mediaAttachments.length > 0;
}

interface MediaCarrier {
  mediaAttachments: readonly unknown[];
}
