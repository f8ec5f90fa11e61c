import { MastoUnexpectedError, type mastodon } from 'masto';
import { sentWarning, type ComposerState } from '../lib/compose/composer';
import { mediaIds } from '../lib/compose/media-draft';

/** What posting answers: the post, or the scheduled post when the draft has a time. */
export type SendResult = mastodon.v1.Status | mastodon.v1.ScheduledStatus;

/** A scheduled post, not a post (servers publish a draft scheduled in the past at once). */
export function isScheduledStatus(result: SendResult): result is mastodon.v1.ScheduledStatus {
  return 'params' in result && !('content' in result);
}

/**
 * Posts a draft. Every send of one draft carries its idempotency key, so when an answer is lost
 * (a 502, a time-out, a dropped connection) the retry returns the post already made, never a second
 * — on servers that honour the key. For those that do not, `sendOnce` looks for the post first.
 */
export async function sendDraft(
  client: mastodon.rest.Client,
  draft: ComposerState,
  server: { quotes: boolean },
): Promise<SendResult> {
  const spoilerText = sentWarning(draft);
  const { poll } = draft;
  // Quote fields go only to servers that know them.
  const quote = server.quotes
    ? {
        quotedStatusId: draft.quote?.id,
        quoteApprovalPolicy: draft.quotePolicy ?? undefined,
      }
    : {};
  // The params are one of masto's two shapes (media or a poll); the reducer keeps them apart.
  const params = {
    status: draft.text,
    spoilerText: spoilerText || undefined,
    sensitive: draft.sensitive || undefined,
    visibility: draft.visibility,
    inReplyToId: draft.replyTo?.id,
    language: draft.language ?? undefined,
    ...quote,
    mediaIds: draft.media.length > 0 ? mediaIds(draft.media) : undefined,
    poll: poll
      ? {
          options: poll.options.map((option) => option.trim()),
          expiresIn: poll.expiresIn,
          multiple: poll.multiple,
          hideTotals: poll.hideTotals,
        }
      : undefined,
    scheduledAt: draft.scheduledAt ?? undefined,
  } as mastodon.rest.v1.CreateScheduledStatusParams;
  const answer: unknown = await client.v1.statuses.create(params, {
    requestInit: { headers: { 'Idempotency-Key': draft.idempotencyKey } },
  });
  // An answer that is not a post (empty, cut short) leaves open whether the post was made.
  if (!answer || typeof answer !== 'object' || !('id' in answer) || !answer.id) {
    throw new MastoUnexpectedError('The server did not answer with the post.');
  }
  return answer as SendResult;
}
