/**
 * Editing an own post and deleting it to write it again ("delete and redraft"): the post and its
 * source become a draft, and a draft becomes the parameters of the edit.
 */

import type { mastodon } from 'masto';
import {
  createDraft,
  isDirty,
  sentWarning,
  type ComposerState,
  type QuoteTarget,
  type ReplyTarget,
} from './composer';
import type { MediaItem, MediaKind } from './media-draft';
import type { ComposerPoll } from './poll-draft';

/** The text a post was written with, as `GET /api/v1/statuses/:id/source` answers. */
export interface PostSource {
  text: string;
  spoilerText: string;
}

/** The least time a poll is open on Mastodon (five minutes). */
const MIN_POLL_SECONDS = 300;

const KINDS: readonly MediaKind[] = ['image', 'video', 'gifv', 'audio'];
/** Anything else a server says (`limited`…) is redrafted for followers only, never wider. */
const VISIBILITIES: readonly string[] = ['public', 'unlisted', 'private', 'direct'];

/** A medium already on the server, as the composer shows it: ready, its alt text and focus kept. */
export function mediaItemFrom(attachment: mastodon.v1.MediaAttachment): MediaItem {
  const meta = attachment.meta?.focus;
  const description = attachment.description ?? '';
  const focus =
    meta && Number.isFinite(meta.x) && Number.isFinite(meta.y) ? { x: meta.x, y: meta.y } : null;
  return {
    key: `server-${attachment.id}`,
    file: null,
    kind: KINDS.includes(attachment.type) ? attachment.type : 'unknown',
    previewUrl: attachment.previewUrl ?? attachment.url ?? null,
    description,
    focus,
    upload: { phase: 'ready', id: attachment.id },
    // The server holds these already: a redraft posts them as they are, without saving them again
    // (a deleted post's media may not be found to save until the server has let go of them).
    saved: { description, focus },
  };
}

function pollFrom(poll: mastodon.v1.Poll | null | undefined, since: string): ComposerPoll | null {
  if (!poll) return null;
  const ends = poll.expiresAt ? Date.parse(poll.expiresAt) : NaN;
  const seconds = Number.isFinite(ends) ? Math.round((ends - Date.parse(since)) / 1000) : NaN;
  return {
    options: poll.options.map((option) => option.title),
    expiresIn: Number.isFinite(seconds) ? Math.max(MIN_POLL_SECONDS, seconds) : 24 * 60 * 60,
    multiple: poll.multiple,
    hideTotals: false,
  };
}

/** The post answered, with its author's handle when the post says it (mentions or a self-reply). */
function replyTargetOf(status: mastodon.v1.Status): ReplyTarget | null {
  if (!status.inReplyToId) return null;
  const author =
    status.inReplyToAccountId === status.account.id
      ? status.account.acct
      : status.mentions.find((mention) => mention.id === status.inReplyToAccountId)?.acct;
  return { id: status.inReplyToId, acct: author ?? '' };
}

function quoteTargetOf(status: mastodon.v1.Status): QuoteTarget | null {
  const quoted = status.quote && 'quotedStatus' in status.quote ? status.quote.quotedStatus : null;
  return quoted ? { id: quoted.id, acct: quoted.account.acct } : null;
}

/** What a post holds, written as the composer writes it. */
function draftOf(
  status: mastodon.v1.Status,
  source: PostSource,
  idempotencyKey: string,
  pollSince: string,
): ComposerState {
  return {
    ...createDraft({
      idempotencyKey,
      visibility: VISIBILITIES.includes(status.visibility) ? status.visibility : 'private',
      replyTo: replyTargetOf(status),
      quote: quoteTargetOf(status),
      language: status.language ?? null,
      text: source.text,
    }),
    spoilerText: source.spoilerText,
    warning: source.spoilerText !== '',
    sensitive: status.sensitive,
    media: status.mediaAttachments.map(mediaItemFrom),
    poll: pollFrom(status.poll, pollSince),
  };
}

/** The draft editing an own post: its source text, media (alt text, focus), poll and language. */
export function editDraft(
  status: mastodon.v1.Status,
  source: PostSource,
  idempotencyKey: string,
  now = Date.now(),
): ComposerState {
  // An edited poll stays open as long as it has left.
  const draft = draftOf(status, source, idempotencyKey, new Date(now).toISOString());
  return { ...draft, editing: { id: status.id } };
}

/**
 * The draft of a post just deleted to be written again: the DELETE answer carries the source in
 * `text`; its media are attached again by id, with their descriptions.
 */
export function redraftDraft(
  deleted: mastodon.v1.Status & { text?: string | null },
  idempotencyKey: string,
): ComposerState {
  const source = {
    text: deleted.text ?? plainText(deleted.content),
    spoilerText: deleted.spoilerText,
  };
  // The poll lasts as long as it was meant to last from the start.
  return draftOf(deleted, source, idempotencyKey, deleted.createdAt);
}

/** A post's HTML as plain text, for servers that do not give its source. */
export function plainText(html: string): string {
  const spaced = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>\s*<p[^>]*>/gi, '\n\n');
  const document = new DOMParser().parseFromString(spaced, 'text/html');
  return (document.body.textContent ?? '').trim();
}

function focusParam(focus: MediaItem['focus']): string | undefined {
  return focus ? `${focus.x},${focus.y}` : undefined;
}

/** The edit as sent (`PUT /api/v1/statuses/:id`): media kept with their alt text and focus. */
/**
 * The post as edited, from the server's answer to `PUT /api/v1/statuses/:id`, known by the id it
 * was edited by. snac answers with its boost of the post when there is one, and its ids carry the
 * time of the post's last change, so the answer may name the same post by another id.
 */
export function editedPost(answer: mastodon.v1.Status, id: string): mastodon.v1.Status {
  const edited = answer.reblog ?? answer;
  return edited.id === id ? edited : { ...edited, id };
}

export function updateParams(draft: ComposerState): mastodon.rest.v1.UpdateStatusParams {
  const media = draft.media.flatMap((item) =>
    item.upload.phase === 'ready' ? [{ ...item, id: item.upload.id }] : [],
  );
  const common = {
    status: draft.text,
    spoilerText: sentWarning(draft),
    sensitive: draft.sensitive,
    language: draft.language,
  };
  if (draft.poll) {
    const { options, expiresIn, multiple, hideTotals } = draft.poll;
    return { ...common, poll: { options, expiresIn, multiple, hideTotals } };
  }
  return {
    ...common,
    mediaIds: media.map((item) => item.id),
    mediaAttributes: media.map((item) => ({
      id: item.id,
      description: item.description,
      focus: focusParam(item.focus),
    })),
  };
}

/** What an edit changes, compared with the post as it was: what makes the draft worth keeping. */
function editedFields(draft: ComposerState) {
  return {
    text: draft.text,
    warning: sentWarning(draft),
    sensitive: draft.sensitive,
    language: draft.language,
    media: draft.media.map((item) => [item.key, item.description, focusParam(item.focus)]),
    poll: draft.poll,
  };
}

/**
 * Whether a draft has something of its own to keep: an edit once it differs from the post, any
 * other draft once something is written beyond what it started with.
 */
export function worthKeeping(draft: ComposerState, start: ComposerState | null, initialText = '') {
  if (draft.editing && start) {
    return JSON.stringify(editedFields(draft)) !== JSON.stringify(editedFields(start));
  }
  return isDirty(draft, initialText);
}
