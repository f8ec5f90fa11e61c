import type { mastodon } from 'masto';
import { followButtonState } from './relationship';

type Status = mastodon.v1.Status;

/**
 * What a post's "More" menu can offer, in the order it is shown. New entries go where they belong
 * in this union and in `postMenuEntries`; the menu component only maps entries to items.
 */
export type PostMenuEntry =
  | 'copy-link'
  | 'open-original'
  | 'quote'
  | 'boost-unlisted'
  | 'boost-private'
  | 'pin'
  | 'unpin'
  | 'mute-conversation'
  | 'unmute-conversation'
  | 'filter-post'
  | 'follow'
  | 'unfollow'
  | 'cancel-follow-request'
  | 'mute-author'
  | 'unmute-author'
  | 'block-author'
  | 'unblock-author'
  | 'report'
  | 'edit'
  | 'delete-and-redraft'
  | 'delete';

export interface PostMenuInput {
  /** The original post (a boost's inner post), with its interaction state as stored. */
  post: Pick<Status, 'visibility' | 'account' | 'mentions' | 'pinned' | 'muted' | 'reblogged'>;
  /**
   * The reader's account id when they can act on the post (logged in, the post read from their
   * instance); null otherwise, and every action then explains why it cannot happen (SPEC §6).
   */
  viewerId: string | null;
  hasOriginalPage: boolean;
  /** The post may be quoted by the reader (natively, or by its link). */
  quotable: boolean;
  /** The server lets posts be edited. */
  edit: boolean;
  /** The server takes `visibility` when boosting. */
  boostVisibility: boolean;
  /** Pinning and muting conversations, unless the server showed it lacks them. */
  pins: boolean;
  conversationMutes: boolean;
  /** The server has v2 filters (a post can be added to one). */
  filters?: boolean;
  /** How the reader relates to the author; undefined until known. */
  relationship?: Pick<
    mastodon.v1.Relationship,
    'following' | 'requested' | 'blocking' | 'blockedBy' | 'muting'
  >;
}

/** Actions on the author offered to a reader who cannot act here: choosing one says why. */
const EXPLAINED_AUTHOR_ENTRIES: PostMenuEntry[] = [
  'follow',
  'mute-author',
  'block-author',
  'report',
];

function authorEntries(relationship: PostMenuInput['relationship']): PostMenuEntry[] {
  if (!relationship) return ['report'];
  const entries: PostMenuEntry[] = [];
  const follow = followButtonState({ followedBy: false, domainBlocking: false, ...relationship });
  if (follow === 'follow') entries.push('follow');
  else if (follow === 'unfollow') entries.push('unfollow');
  else if (follow === 'cancel-request') entries.push('cancel-follow-request');
  entries.push(relationship.muting ? 'unmute-author' : 'mute-author');
  entries.push(relationship.blocking ? 'unblock-author' : 'block-author');
  entries.push('report');
  return entries;
}

/** The entries of a post's menu for this reader: own posts, others' posts, posts they cannot act on. */
export function postMenuEntries(input: PostMenuInput): PostMenuEntry[] {
  const { post, viewerId } = input;
  const entries: PostMenuEntry[] = ['copy-link'];
  if (input.hasOriginalPage) entries.push('open-original');
  if (input.quotable) entries.push('quote');
  if (viewerId === null) return [...entries, ...EXPLAINED_AUTHOR_ENTRIES];

  const own = post.account.id === viewerId;
  const widelyVisible = post.visibility === 'public' || post.visibility === 'unlisted';
  if (input.boostVisibility && widelyVisible && !post.reblogged) {
    entries.push('boost-unlisted', 'boost-private');
  }
  if (own && input.pins && post.visibility !== 'direct') {
    entries.push(post.pinned ? 'unpin' : 'pin');
  }
  const mentioned = post.mentions.some((mention) => mention.id === viewerId);
  if (input.conversationMutes && (own || mentioned || post.muted)) {
    entries.push(post.muted ? 'unmute-conversation' : 'mute-conversation');
  }
  if (!own && input.filters) entries.push('filter-post');
  if (!own) entries.push(...authorEntries(input.relationship));
  if (own && input.edit) entries.push('edit');
  if (own) entries.push('delete-and-redraft', 'delete');
  return entries;
}

/** How long a mute can last, in seconds (0: until unmuted), as Mastodon's own app offers. */
export const MUTE_DURATIONS = [0, 300, 1800, 3600, 21_600, 86_400, 259_200, 604_800] as const;

/** A duration in seconds as its largest whole unit, for display. */
export function durationParts(seconds: number): { value: number; unit: 'minute' | 'hour' | 'day' } {
  if (seconds % 86_400 === 0) return { value: seconds / 86_400, unit: 'day' };
  if (seconds % 3600 === 0) return { value: seconds / 3600, unit: 'hour' };
  return { value: Math.round(seconds / 60), unit: 'minute' };
}
