import type { mastodon } from 'masto';
import type { ComposerState } from '../lib/compose/composer';
import { editedPost } from '../lib/compose/edit';
import {
  findScheduledPost,
  findSentPost,
  isSavedEdit,
  sentDraftOf,
} from '../lib/compose/sent-post-match';
import { sendDraft, type SendResult } from './compose';
import { fetchPostWithSource, saveEdit } from './edit';

/** Servers cap these lists at 40; one page of the newest is enough to find a post just made. */
const LOOKUP_LIMIT = 40;

export interface SendContext {
  client: mastodon.rest.Client;
  /** The account posting, whose own posts are looked through. */
  accountId: string | undefined;
  /** The server takes quotes. */
  quotes: boolean;
  /** The scheduled post this draft replaces, never taken for the draft itself. */
  replacesScheduled?: string;
}

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The edited post, when it already is what the edit makes it. */
async function findSavedEdit(
  client: mastodon.rest.Client,
  id: string,
  draft: ComposerState,
): Promise<mastodon.v1.Status | undefined> {
  const [status, source] = await fetchPostWithSource(client, id);
  return isSavedEdit(status, source, draft) ? editedPost(status, id) : undefined;
}

/**
 * The post (or scheduled post) a draft already made, looked for among the account's newest. Only
 * for a draft whose earlier send ended without a clear answer (`firstAttemptAt`).
 */
export async function findMadePost(
  context: SendContext,
  draft: ComposerState,
): Promise<SendResult | undefined> {
  const { client, accountId } = context;
  const since = draft.firstAttemptAt;
  if (!since) return undefined;
  if (draft.editing) return await findSavedEdit(client, draft.editing.id, draft);
  const sent = sentDraftOf(draft, context);
  if (draft.scheduledAt) {
    const scheduled = list<mastodon.v1.ScheduledStatus>(
      await client.v1.scheduledStatuses.list({ limit: LOOKUP_LIMIT }),
    );
    const found = findScheduledPost(
      scheduled,
      sent,
      draft.idempotencyKey,
      context.replacesScheduled,
    );
    // A time already past is published at once: then it is among the posts.
    if (found || Date.parse(draft.scheduledAt) > Date.now()) return found;
  }
  if (!accountId) return undefined;
  const posts = list<mastodon.v1.Status>(
    await client.v1.accounts.$select(accountId).statuses.list({ limit: LOOKUP_LIMIT }),
  );
  return findSentPost(posts, sent, since);
}

/**
 * Posts a draft, or saves an edit, once. Where an earlier send's answer was lost the server may
 * have made the post, and servers that ignore the idempotency key would make it again: the post
 * is looked for first and, when found, is the answer. Not found, or the lookup failing, the draft
 * is sent (with its idempotency key) — once, never in a loop.
 */
export async function sendOnce(context: SendContext, draft: ComposerState): Promise<SendResult> {
  const made = await findMadePost(context, draft).catch(() => undefined);
  if (made) return made;
  return draft.editing
    ? await saveEdit(context.client, draft.editing.id, draft)
    : await sendDraft(context.client, draft, context);
}
