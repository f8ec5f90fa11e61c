import type { mastodon } from 'masto';
import { isNotFound } from '../api/errors';
import { draftSlotOf } from '../lib/compose/compose-target';
import type { ComposerState } from '../lib/compose/composer';
import {
  editDraft,
  editedPost,
  plainText,
  redraftDraft,
  updateParams,
  type PostSource,
} from '../lib/compose/edit';
import { deletePost } from './post-deletion';
import { saveDraft } from './drafts';
import type { PostStore } from './post-store';

/** A post and its source, fetched together; `null` source from a server without `/source` (404). */
export async function fetchPostWithSource(
  client: mastodon.rest.Client,
  id: string,
): Promise<[mastodon.v1.Status, PostSource | null]> {
  const select = client.v1.statuses.$select(id);
  return await Promise.all([
    select.fetch(),
    select.source.fetch().catch((error: unknown): PostSource | null => {
      if (isNotFound(error)) return null;
      throw error;
    }),
  ]);
}

/**
 * An own post as a draft to edit. Its source is what it was written with; a server without
 * `/source` (404) gets the text read from the post's HTML instead.
 */
export async function loadEditDraft(
  client: mastodon.rest.Client,
  id: string,
): Promise<ComposerState> {
  const [status, source] = await fetchPostWithSource(client, id);
  return editDraft(
    status,
    source ?? { text: plainText(status.content), spoilerText: status.spoilerText },
    crypto.randomUUID(),
  );
}

/** Saves an edit (`PUT /api/v1/statuses/:id`); the answer is the post as edited. */
export async function saveEdit(
  client: mastodon.rest.Client,
  id: string,
  draft: ComposerState,
): Promise<mastodon.v1.Status> {
  return editedPost(await client.v1.statuses.$select(id).update(updateParams(draft)), id);
}

/**
 * Deletes an own post and keeps what it held as a draft (a fresh idempotency key: the post made
 * from it is a new one), ready for the composer at `redraft:{id}`.
 */
export async function deleteAndRedraft(
  session: { client: mastodon.rest.Client; posts: PostStore; scopeKey: string },
  instance: string,
  post: mastodon.v1.Status,
): Promise<ComposerState> {
  const deleted = await deletePost(session, instance, post);
  // The server's answer may lack what the post showed (snac answers with little); ours has it.
  const draft = redraftDraft({ ...post, ...deleted }, crypto.randomUUID());
  await saveDraft(session.scopeKey, draftSlotOf({ redraft: post.id }), draft).catch(
    () => undefined,
  );
  return draft;
}
