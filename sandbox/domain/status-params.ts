import type { SandboxContext } from '../context';
import { ApiError, notFound, unprocessable } from '../http/errors';
import { asBoolean, asInteger, asString, asStringArray, type Params } from '../http/params';
import { isMediaReady } from '../serializers/media';
import type { AccountRecord, QuoteApprovalPolicy, Visibility } from '../store/types';
import { canView } from '../store/visibility';
import type { NewStatusInput } from './statuses';

const MAX_CHARACTERS = 500;
const MAX_MEDIA = 4;
const POLL = { maxOptions: 4, maxOptionLength: 50, minExpiration: 300, maxExpiration: 2_629_746 };
const VISIBILITIES: Visibility[] = ['public', 'unlisted', 'private', 'direct'];
export const QUOTE_POLICIES: QuoteApprovalPolicy[] = ['public', 'followers', 'nobody'];

function parsePoll(value: unknown): NewStatusInput['poll'] {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'object') throw unprocessable('Poll is invalid');
  const poll = value as Params;
  const options = asStringArray(poll.options) ?? [];
  const expiresIn = asInteger(poll.expires_in);
  if (options.length < 2) throw unprocessable('Poll must have at least 2 options');
  if (options.length > POLL.maxOptions)
    throw unprocessable(`Poll cannot have more than ${POLL.maxOptions} options`);
  if (options.some((option) => !option.trim() || [...option].length > POLL.maxOptionLength))
    throw unprocessable(
      `Poll options cannot be empty or longer than ${POLL.maxOptionLength} characters`,
    );
  if (expiresIn === undefined)
    throw new ApiError(400, 'param is missing or the value is empty: poll[expires_in]');
  if (expiresIn < POLL.minExpiration) throw unprocessable('Poll duration too short');
  if (expiresIn > POLL.maxExpiration) throw unprocessable('Poll duration too long');
  return {
    options,
    expiresIn,
    multiple: asBoolean(poll.multiple) ?? false,
    hideTotals: asBoolean(poll.hide_totals) ?? false,
  };
}

/** URLs count as 23 characters and remote mentions by their username only, like Mastodon's counter. */
export function countCharacters(text: string): number {
  const normalized = text
    .replace(/https?:\/\/\S+/g, 'x'.repeat(23))
    .replace(/@(\w+)@[\w.-]+\w/g, '@$1');
  return [...normalized].length;
}

export function parseMediaIds(
  ctx: SandboxContext,
  author: AccountRecord,
  value: unknown,
): string[] {
  const ids = asStringArray(value)?.filter(Boolean) ?? [];
  if (ids.length > MAX_MEDIA) throw unprocessable(`Cannot attach more than ${MAX_MEDIA} files`);
  const types: string[] = [];
  for (const id of ids) {
    const media = ctx.store.media.get(id);
    if (!media || media.accountId !== author.id)
      throw unprocessable('Media attachments is invalid');
    types.push(media.type);
    if (!isMediaReady(ctx, media))
      throw unprocessable(
        'Cannot attach files that have not finished processing. Try again in a moment!',
      );
  }
  // Mastodon: a video or audio file goes alone.
  if (ids.length > 1 && types.some((type) => type === 'video' || type === 'audio'))
    throw unprocessable('Cannot attach a video to a post that already contains images');
  return ids;
}

/** Validates POST /api/v1/statuses params into a new status, with Mastodon's error responses. */
export function parseNewStatus(
  ctx: SandboxContext,
  author: AccountRecord,
  params: Params,
): NewStatusInput {
  const text = asString(params.status) ?? '';
  const mediaIds = parseMediaIds(ctx, author, params.media_ids);
  const poll = parsePoll(params.poll);
  if (!text.trim() && mediaIds.length === 0 && !poll) throw unprocessable("Text can't be blank");
  if (countCharacters(text) > MAX_CHARACTERS)
    throw unprocessable(`Text character limit of ${MAX_CHARACTERS} exceeded`);
  if (poll && mediaIds.length) throw unprocessable('Cannot attach a poll to a post with media');
  const visibility = asString(params.visibility) ?? author.defaultVisibility;
  if (!VISIBILITIES.includes(visibility as Visibility))
    throw unprocessable('Visibility is not included in the list');
  const inReplyToId = asString(params.in_reply_to_id) || null;
  if (inReplyToId) {
    const parent = ctx.store.statuses.get(inReplyToId);
    if (!parent || !canView(ctx.store, author.id, parent)) throw notFound();
  }
  const quotedStatusId = asString(params.quoted_status_id) || null;
  if (quotedStatusId) {
    const quoted = ctx.store.statuses.get(quotedStatusId);
    if (!quoted || !canView(ctx.store, author.id, quoted)) throw notFound();
    if (quoted.visibility === 'private' || quoted.visibility === 'direct')
      throw unprocessable('Quoted status is not quotable');
  }
  const language = asString(params.language);
  if (language !== undefined && language !== '' && !/^[a-z]{2,3}$/.test(language))
    throw unprocessable('Language is not included in the list');
  const spoilerText = asString(params.spoiler_text) ?? '';
  const quoteApprovalPolicy = asString(params.quote_approval_policy);
  if (quoteApprovalPolicy !== undefined && !QUOTE_POLICIES.includes(quoteApprovalPolicy as never))
    throw unprocessable('Quote approval policy is not included in the list');
  const narrow = visibility === 'private' || visibility === 'direct';
  return {
    accountId: author.id,
    text,
    spoilerText,
    sensitive: asBoolean(params.sensitive) ?? (author.defaultSensitive || spoilerText !== ''),
    visibility: visibility as Visibility,
    language: language || author.defaultLanguage || 'en',
    inReplyToId,
    quotedStatusId,
    quoteApprovalPolicy: narrow
      ? 'nobody'
      : (quoteApprovalPolicy as QuoteApprovalPolicy | undefined),
    mediaIds,
    poll,
  };
}
