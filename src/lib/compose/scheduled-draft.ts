/**
 * A scheduled post as the server keeps it (`ScheduledStatus.params`, camelCased), read safely
 * (servers differ: numbers where strings are expected, fields missing) for the Scheduled posts
 * screen and for opening it in the composer.
 */

import type { mastodon } from 'masto';
import { createDraft, type KeptDraft, type ReplyTarget, type Visibility } from './composer';
import { jsonId, jsonObject, jsonString } from './loose-json';
import type { MediaItem, MediaKind } from './media-draft';
import type { ComposerPoll } from './poll-draft';

export interface ScheduledPoll {
  options: string[];
  expiresIn: number;
  multiple: boolean;
  hideTotals: boolean;
}

export interface ScheduledSummary {
  text: string;
  spoilerText: string;
  sensitive: boolean;
  visibility: Visibility;
  language: string | null;
  inReplyToId: string | null;
  poll: ScheduledPoll | null;
  mediaCount: number;
}

const VISIBILITIES: readonly Visibility[] = ['public', 'unlisted', 'private', 'direct'];

function readPoll(value: unknown): ScheduledPoll | null {
  const poll = jsonObject(value);
  if (!Array.isArray(poll.options)) return null;
  // Mastodon keeps `expires_in` as the string it was sent as.
  const expiresIn = Number(poll.expiresIn);
  return {
    options: poll.options.map(jsonString),
    expiresIn: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : 86_400,
    multiple: poll.multiple === true || poll.multiple === 'true',
    hideTotals: poll.hideTotals === true || poll.hideTotals === 'true',
  };
}

export function readScheduled(scheduled: mastodon.v1.ScheduledStatus): ScheduledSummary {
  const params = jsonObject(scheduled.params);
  const visibility = params.visibility as Visibility;
  const language = jsonString(params.language);
  return {
    text: jsonString(params.text),
    spoilerText: jsonString(params.spoilerText),
    sensitive: params.sensitive === true,
    visibility: VISIBILITIES.includes(visibility) ? visibility : 'public',
    language: language || null,
    inReplyToId: jsonId(params.inReplyToId),
    poll: readPoll(params.poll),
    mediaCount: Array.isArray(scheduled.mediaAttachments) ? scheduled.mediaAttachments.length : 0,
  };
}

const KINDS: readonly MediaKind[] = ['image', 'video', 'gifv', 'audio'];

function mediaItem(attachment: mastodon.v1.MediaAttachment): MediaItem {
  const focus = attachment.meta?.focus;
  return {
    key: `scheduled-${attachment.id}`,
    file: null,
    kind: KINDS.includes(attachment.type) ? attachment.type : 'unknown',
    previewUrl: attachment.previewUrl ?? null,
    description: attachment.description ?? '',
    focus: focus ? { x: focus.x, y: focus.y } : null,
    upload: { phase: 'ready', id: attachment.id },
  };
}

/**
 * The draft a scheduled post opens as in the composer: its text, warning, visibility, poll or
 * media, and its time. `replyTo` is the post it answers, resolved by the caller (the scheduled
 * post holds only its id). The draft gets a new idempotency key: posting it makes a new post.
 */
export function draftFromScheduled(
  scheduled: mastodon.v1.ScheduledStatus,
  idempotencyKey: string,
  replyTo: ReplyTarget | null,
): KeptDraft {
  const read = readScheduled(scheduled);
  const { send: _send, ...fresh } = createDraft({
    idempotencyKey,
    visibility: read.visibility,
    replyTo,
    language: read.language,
    text: read.text,
  });
  const poll: ComposerPoll | null = read.poll;
  const media = poll ? [] : (scheduled.mediaAttachments ?? []).map(mediaItem);
  return {
    ...fresh,
    spoilerText: read.spoilerText,
    warning: read.spoilerText !== '',
    sensitive: read.sensitive,
    poll,
    media,
    scheduledAt: scheduled.scheduledAt,
  };
}
