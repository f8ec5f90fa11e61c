import type { mastodon } from 'masto';
import { sentWarning, type ComposerState } from '../lib/compose/composer';
import { mediaIds } from '../lib/compose/media-draft';
import { postKey } from '../lib/post-key';
import type { PostStore } from './post-store';

/**
 * Posts a draft. Every send of one draft carries its idempotency key, so when an answer is lost
 * (a 502, a time-out, a dropped connection) the retry returns the post already made, never a second.
 */
export async function sendDraft(
  client: mastodon.rest.Client,
  draft: ComposerState,
  server: { quotes: boolean },
): Promise<mastodon.v1.Status> {
  const spoilerText = sentWarning(draft);
  // Quote fields go only to servers that know them.
  const quote = server.quotes
    ? {
        quotedStatusId: draft.quote?.id,
        quoteApprovalPolicy: draft.quotePolicy ?? undefined,
      }
    : {};
  return await client.v1.statuses.create(
    {
      status: draft.text,
      spoilerText: spoilerText || undefined,
      sensitive: draft.sensitive || undefined,
      visibility: draft.visibility,
      inReplyToId: draft.replyTo?.id,
      language: draft.language ?? undefined,
      ...quote,
      mediaIds: draft.media.length > 0 ? mediaIds(draft.media) : undefined,
    },
    { requestInit: { headers: { 'Idempotency-Key': draft.idempotencyKey } } },
  );
}

/**
 * Deletes an own post; every list drops it at once (the post store marks it deleted). Mastodon's
 * answer is the post with its source `text`, for a redraft.
 */
export async function deletePost(
  session: { client: mastodon.rest.Client; posts: PostStore },
  instance: string,
  post: mastodon.v1.Status,
): Promise<mastodon.v1.Status & { text?: string | null }> {
  const deleted = await session.client.v1.statuses.$select(post.id).remove();
  session.posts.markDeleted(postKey(instance, post.id));
  return deleted;
}
