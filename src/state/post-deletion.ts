import type { mastodon } from 'masto';
import { postKey } from '../lib/post-key';
import type { PostStore } from './post-store';

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
