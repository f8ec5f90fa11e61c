/**
 * Finding a post already made from a draft. When the answer to a send was lost (a 502 from a
 * proxy, a dropped connection, a time-out) the server may have made the post all the same, and
 * servers that ignore `Idempotency-Key` (GoToSocial, snac) make a second one on a retry. Before
 * sending such a draft again, the account's newest posts are looked through for it.
 */

import { mediaIds } from './media-draft';
import { sentWarning, type ComposerState } from './composer';
import { jsonId, jsonObject, jsonString } from './loose-json';
import { htmlToPlainText } from '../plain-text';

/** Server and client clocks may differ by this much: a post stamped this early may still be ours. */
export const CLOCK_SKEW_MS = 5 * 60_000;

/** What a draft sends, in the terms a post is compared in. */
export interface SentDraft {
  text: string;
  spoilerText: string;
  mediaIds: readonly string[];
  inReplyToId: string | null;
  pollOptions: readonly string[] | null;
  /** The post quoted, when the quote was sent (servers that know quotes). */
  quoteId: string | null;
  /** ISO time the post is scheduled for, or null. */
  scheduledAt: string | null;
}

export function sentDraftOf(draft: ComposerState, server: { quotes: boolean }): SentDraft {
  return {
    text: draft.text,
    spoilerText: sentWarning(draft),
    mediaIds: draft.media.length > 0 ? mediaIds(draft.media) : [],
    inReplyToId: draft.replyTo?.id ?? null,
    pollOptions: draft.poll ? draft.poll.options.map((option) => option.trim()) : null,
    quoteId: server.quotes ? (draft.quote?.id ?? null) : null,
    scheduledAt: draft.scheduledAt,
  };
}

/** A post as servers answer it (camelCased); anything may be missing or of another type. */
export interface PostLike {
  createdAt?: unknown;
  content?: unknown;
  /** The source text: GoToSocial and snac give it for the account's own posts. */
  text?: unknown;
  spoilerText?: unknown;
  mediaAttachments?: unknown;
  inReplyToId?: unknown;
  poll?: unknown;
  quote?: unknown;
  reblog?: unknown;
}

/** Whitespace collapsed, one Unicode form. */
function collapse(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/**
 * Text as compared: servers render a mention of `@name@domain` as `@name`, and a link's scheme may
 * be left out of what shows, so both sides lose them alike.
 */
function comparable(text: string): string {
  return collapse(text)
    .replace(/(^|[\s(])@([\p{L}\p{N}_.-]+)@[\p{L}\p{N}.-]+(?::\d+)?/gu, '$1@$2')
    .replace(/\bhttps?:\/\//gi, '');
}

/** Mastodon's fallback line naming a quoted post is not part of what was written. */
const QUOTE_FALLBACK = /<p\s+class="quote-inline"[^>]*>[\s\S]*?<\/p>/gi;

function sameText(post: PostLike, text: string): boolean {
  const wanted = comparable(text);
  const source = post.text;
  if (typeof source === 'string' && comparable(source) === wanted) return true;
  const html = jsonString(post.content).replace(QUOTE_FALLBACK, '');
  return comparable(htmlToPlainText(html)) === wanted;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((item) => set.has(item));
}

function attachmentIds(post: PostLike): string[] {
  const list = Array.isArray(post.mediaAttachments) ? (post.mediaAttachments as unknown[]) : [];
  return list.flatMap((item) => jsonId(jsonObject(item).id) ?? []);
}

function pollOptions(post: PostLike): string[] | null {
  const options = jsonObject(post.poll).options;
  if (!Array.isArray(options)) return null;
  return options.map((option) =>
    collapse(typeof option === 'string' ? option : jsonString(jsonObject(option).title)),
  );
}

function samePoll(post: PostLike, wanted: readonly string[] | null): boolean {
  const options = pollOptions(post);
  // A server that dropped the poll (snac, some versions) still made this post; a poll the draft
  // lacks is another post.
  if (!options) return true;
  if (!wanted) return false;
  return (
    options.length === wanted.length && options.every((option, i) => option === collapse(wanted[i]))
  );
}

/** The post a post quotes: a full quote carries it, a shallow one its id. */
function quotedId(post: PostLike): string | null {
  const quote = jsonObject(post.quote);
  return jsonId(jsonObject(quote.quotedStatus).id) ?? jsonId(quote.quotedStatusId);
}

function sameQuote(post: PostLike, wanted: string | null): boolean {
  const quoted = quotedId(post);
  // A server that dropped the quote still made this post; a quote the draft lacks is another post.
  return wanted ? quoted === null || quoted === wanted : quoted === null;
}

/** Whether `post` is what `draft` sends: text, warning, media, reply target, poll and quote. */
export function isSentPost(post: PostLike, draft: SentDraft): boolean {
  return (
    !post.reblog &&
    sameText(post, draft.text) &&
    collapse(jsonString(post.spoilerText)) === collapse(draft.spoilerText) &&
    sameSet(attachmentIds(post), draft.mediaIds) &&
    jsonId(post.inReplyToId) === draft.inReplyToId &&
    samePoll(post, draft.pollOptions) &&
    sameQuote(post, draft.quoteId)
  );
}

function createdAt(post: PostLike): number {
  return typeof post.createdAt === 'string' ? Date.parse(post.createdAt) : Number.NaN;
}

/**
 * The post made from `draft` among the account's own `posts`, if any: one that matches and was
 * made since the first attempt to send it (less the clock skew). Of several, the first made.
 * Ids are never compared by value: servers' ids are opaque.
 */
export function findSentPost<T extends PostLike>(
  posts: readonly T[],
  draft: SentDraft,
  firstAttemptAt: string,
): T | undefined {
  const since = Date.parse(firstAttemptAt);
  if (!Number.isFinite(since)) return undefined;
  let found: T | undefined;
  for (const post of posts) {
    const made = createdAt(post);
    if (!(made >= since - CLOCK_SKEW_MS) || !isSentPost(post, draft)) continue;
    if (!found || made < createdAt(found)) found = post;
  }
  return found;
}

/** A scheduled post as servers answer it (`params` camelCased). */
export interface ScheduledLike {
  id?: unknown;
  scheduledAt?: unknown;
  params?: unknown;
  mediaAttachments?: unknown;
}

/** Scheduled times are kept to the second or the minute by some servers. */
const SCHEDULE_TOLERANCE_MS = 60_000;

/**
 * The scheduled post made from `draft` among the account's scheduled posts, if any. A scheduled
 * post carries no time it was made at: it is known by what it holds and when it is due, or by the
 * idempotency key Mastodon keeps with it. `excludeId` is the scheduled post the draft replaces.
 */
export function findScheduledPost<T extends ScheduledLike>(
  scheduled: readonly T[],
  draft: SentDraft,
  idempotencyKey: string,
  excludeId?: string,
): T | undefined {
  const due = draft.scheduledAt ? Date.parse(draft.scheduledAt) : Number.NaN;
  return scheduled.find((item) => {
    if (excludeId !== undefined && jsonId(item.id) === excludeId) return false;
    const params = jsonObject(item.params);
    const key = jsonString(params.idempotency);
    if (key) return key === idempotencyKey;
    const at = Date.parse(jsonString(item.scheduledAt) || jsonString(params.scheduledAt));
    const mediaIds = Array.isArray(params.mediaIds)
      ? params.mediaIds.flatMap((id) => jsonId(id) ?? [])
      : attachmentIds(item);
    return (
      Number.isFinite(due) &&
      Math.abs(at - due) <= SCHEDULE_TOLERANCE_MS &&
      comparable(jsonString(params.text)) === comparable(draft.text) &&
      collapse(jsonString(params.spoilerText)) === collapse(draft.spoilerText) &&
      sameSet(mediaIds, draft.mediaIds) &&
      jsonId(params.inReplyToId) === draft.inReplyToId &&
      samePoll({ poll: params.poll }, draft.pollOptions) &&
      (jsonId(params.quotedStatusId) ?? draft.quoteId) === draft.quoteId
    );
  });
}

/** A post's source, as `GET /api/v1/statuses/:id/source` answers (null: the server has none). */
export interface SourceLike {
  text: string;
  spoilerText: string;
}

const FOCUS_TOLERANCE = 0.01;

function sameMedia(post: PostLike, draft: ComposerState): boolean {
  const wanted = draft.media.flatMap((item) => (item.upload.phase === 'ready' ? [item] : []));
  const list = Array.isArray(post.mediaAttachments) ? (post.mediaAttachments as unknown[]) : [];
  if (list.length !== wanted.length || wanted.length !== draft.media.length) return false;
  const byId = new Map(list.map((item) => [jsonId(jsonObject(item).id), jsonObject(item)]));
  return wanted.every((item) => {
    const attachment = item.upload.phase === 'ready' ? byId.get(item.upload.id) : undefined;
    if (!attachment) return false;
    if (collapse(jsonString(attachment.description)) !== collapse(item.description)) return false;
    const focus = jsonObject(jsonObject(attachment.meta).focus);
    // A server that keeps no focal point has none to compare.
    if (typeof focus.x !== 'number' || typeof focus.y !== 'number') return true;
    const x = item.focus?.x ?? 0;
    const y = item.focus?.y ?? 0;
    return Math.abs(focus.x - x) <= FOCUS_TOLERANCE && Math.abs(focus.y - y) <= FOCUS_TOLERANCE;
  });
}

/**
 * Whether the post already is what the edit `draft` makes it: its text and warning (from its
 * source when the server gives one), sensitivity, language, media with their alt text, and poll.
 * An edit whose answer was lost is then saved, and is not sent again.
 */
export function isSavedEdit(
  post: PostLike & { sensitive?: unknown; language?: unknown },
  source: SourceLike | null,
  draft: ComposerState,
): boolean {
  const text = source
    ? comparable(source.text) === comparable(draft.text)
    : sameText(post, draft.text);
  const warning = source ? source.spoilerText : jsonString(post.spoilerText);
  const language = jsonString(post.language);
  return (
    text &&
    collapse(warning) === collapse(sentWarning(draft)) &&
    // Mastodon marks a post with a content warning sensitive.
    (post.sensitive === true) === (draft.sensitive || sentWarning(draft) !== '') &&
    (!language || !draft.language || language === draft.language) &&
    sameMedia(post, draft) &&
    samePoll(post, draft.poll ? draft.poll.options.map((option) => option.trim()) : null)
  );
}
