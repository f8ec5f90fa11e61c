/**
 * What a server kept of a post: its answer (the post, or the scheduled post whose `params` hold
 * what was kept) compared to the draft sent, text aside (servers reformat it). Servers may take a
 * part and store the post without it (snac2 drops polls, GoToSocial quotes), or change it.
 */

import type { mastodon } from 'masto';
import { sentWarning, type ComposerState, type Visibility } from './composer';
import { jsonObject, type Json } from './loose-json';

/** A part of the draft the server did not keep, or kept otherwise. */
export type PartLoss =
  /** The poll is gone; its choices as written. */
  | { kind: 'poll'; options: string[] }
  | { kind: 'poll-options'; sent: string[]; kept: string[] }
  /** The quote is gone; the id of the post quoted. */
  | { kind: 'quote'; quoteId: string }
  | { kind: 'media'; sent: number; kept: number }
  /** Media kept without the description written; positions in the draft, from 1. */
  | { kind: 'media-descriptions'; positions: number[] }
  | { kind: 'content-warning'; sent: string }
  | { kind: 'sensitive' }
  | { kind: 'visibility'; sent: Visibility; kept: string }
  | { kind: 'language'; sent: string; kept: string }
  /** `kept` null: published at once instead. */
  | { kind: 'schedule'; sent: string; kept: string | null };

export type SentDraft = Pick<
  ComposerState,
  | 'poll'
  | 'quote'
  | 'media'
  | 'warning'
  | 'spoilerText'
  | 'sensitive'
  | 'visibility'
  | 'language'
  | 'scheduledAt'
>;

type Answer = mastodon.v1.Status | mastodon.v1.ScheduledStatus;

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** What the answer says was kept; `undefined` where it says nothing (the field is missing). */
interface Kept {
  /** null: no poll. */
  poll: string[] | null;
  /** undefined: the answer does not say (a scheduled post's params without the field). */
  quoted: boolean | undefined;
  media: { id: string; description: string | null | undefined }[];
  spoilerText: string | null | undefined;
  sensitive: boolean | undefined;
  visibility: string | undefined;
  language: string | null | undefined;
  /** null: published. */
  scheduledAt: string | null;
}

function pollOptions(value: unknown): string[] | null {
  const options = jsonObject(value).options;
  if (!Array.isArray(options)) return null;
  return options.map((option) =>
    typeof option === 'string' ? option : asText(jsonObject(option).title),
  );
}

function media(list: unknown): Kept['media'] {
  if (!Array.isArray(list)) return [];
  return list.map((item) => {
    const attachment = jsonObject(item);
    const description = attachment.description;
    return {
      id: asText(attachment.id),
      description:
        typeof description === 'string' || description === null ? description : undefined,
    };
  });
}

const optionalString = (value: unknown): string | null | undefined =>
  typeof value === 'string' || value === null ? value : undefined;
const optionalBoolean = (value: unknown): boolean | undefined =>
  typeof value === 'boolean' ? value : undefined;

function isScheduled(answer: Answer): answer is mastodon.v1.ScheduledStatus {
  return 'params' in answer && !('content' in answer);
}

function keptOf(answer: Answer): Kept {
  if (isScheduled(answer)) {
    const params = jsonObject(answer.params);
    const quoted =
      'quotedStatusId' in params
        ? params.quotedStatusId !== null && params.quotedStatusId !== ''
        : undefined;
    return {
      poll: pollOptions(params.poll),
      quoted,
      media: media(answer.mediaAttachments),
      spoilerText: optionalString(params.spoilerText),
      sensitive: optionalBoolean(params.sensitive),
      visibility: typeof params.visibility === 'string' ? params.visibility : undefined,
      language: optionalString(params.language),
      scheduledAt: answer.scheduledAt,
    };
  }
  const post = answer as unknown as Json;
  return {
    poll: pollOptions(post.poll),
    // A server that knows quotes answers `quote`, null or not; one without the field kept none.
    quoted: post.quote !== null && post.quote !== undefined,
    media: media(post.mediaAttachments),
    spoilerText: optionalString(post.spoilerText),
    sensitive: optionalBoolean(post.sensitive),
    visibility: typeof post.visibility === 'string' ? post.visibility : undefined,
    language: optionalString(post.language),
    scheduledAt: null,
  };
}

/**
 * Private and direct are told apart by the addressees, not by the answer: snac2 stores a direct
 * post for the mentioned people only and answers `private`.
 */
const audience = (visibility: string) => (visibility === 'direct' ? 'private' : visibility);

const primaryLanguage = (code: string) => code.trim().toLowerCase().split(/[-_]/)[0];

/** A scheduled time moved by less than this is the server rounding it. */
const SCHEDULE_TOLERANCE_MS = 60_000;

function mediaLosses(sent: SentDraft, kept: Kept): PartLoss[] {
  const items = sent.media.flatMap((item) =>
    item.upload.phase === 'ready' ? [{ id: item.upload.id, description: item.description }] : [],
  );
  if (items.length === 0) return [];
  const losses: PartLoss[] = [];
  if (kept.media.length < items.length) {
    losses.push({ kind: 'media', sent: items.length, kept: kept.media.length });
  }
  const positions: number[] = [];
  items.forEach((item, index) => {
    if (item.description.trim() === '') return;
    // Matched by id; a server that gives its media new ids is matched by position.
    const match =
      kept.media.find((attachment) => attachment.id === item.id) ??
      (kept.media.length === items.length ? kept.media[index] : undefined);
    if (!match || match.description === undefined) return;
    if ((match.description ?? '').trim() === '') positions.push(index + 1);
  });
  if (positions.length > 0) losses.push({ kind: 'media-descriptions', positions });
  return losses;
}

/** What a server's answers can be believed on. */
export interface AnswerTrust {
  /**
   * False where the server answers a language it did not keep: snac2 2.75 keeps the post's
   * language (its `contentMap`) and answers `en` for every post.
   */
  language?: boolean;
}

/**
 * What of `sent` the server's `answer` does not hold: lost parts, then changed ones. A field the
 * answer leaves out says nothing (no loss), except a post's poll and quote, which a server that
 * kept them shows. `now` tells a time that had passed (published at once, as Mastodon does) from
 * a schedule dropped.
 */
export function lostParts(
  sent: SentDraft,
  answer: Answer,
  now: number,
  server: AnswerTrust = {},
): PartLoss[] {
  const kept = keptOf(answer);
  const losses: PartLoss[] = [];
  if (sent.poll) {
    const options = sent.poll.options.map((option) => option.trim());
    if (kept.poll === null) losses.push({ kind: 'poll', options });
    else if (
      kept.poll.length !== options.length ||
      kept.poll.some((o, i) => o.trim() !== options[i])
    ) {
      losses.push({ kind: 'poll-options', sent: options, kept: kept.poll });
    }
  }
  if (sent.quote && kept.quoted === false) losses.push({ kind: 'quote', quoteId: sent.quote.id });
  losses.push(...mediaLosses(sent, kept));
  const warning = sentWarning(sent as ComposerState);
  if (warning && kept.spoilerText !== undefined && (kept.spoilerText ?? '').trim() === '') {
    losses.push({ kind: 'content-warning', sent: warning });
  }
  // The mark hides media; without media servers may leave it off.
  if (sent.sensitive && sent.media.length > 0 && kept.sensitive === false) {
    losses.push({ kind: 'sensitive' });
  }
  if (kept.visibility !== undefined && audience(kept.visibility) !== audience(sent.visibility)) {
    losses.push({ kind: 'visibility', sent: sent.visibility, kept: kept.visibility });
  }
  // No language in the answer is no loss: servers that do not keep one never say it.
  if (sent.language && kept.language && server.language !== false) {
    if (primaryLanguage(kept.language) !== primaryLanguage(sent.language)) {
      losses.push({ kind: 'language', sent: sent.language, kept: kept.language });
    }
  }
  if (sent.scheduledAt) {
    const at = Date.parse(sent.scheduledAt);
    if (kept.scheduledAt === null) {
      if (at > now) losses.push({ kind: 'schedule', sent: sent.scheduledAt, kept: null });
    } else if (Math.abs(Date.parse(kept.scheduledAt) - at) > SCHEDULE_TOLERANCE_MS) {
      losses.push({ kind: 'schedule', sent: sent.scheduledAt, kept: kept.scheduledAt });
    }
  }
  return losses;
}
