import type { mastodon } from 'masto';

type Status = mastodon.v1.Status;

/** `instance/id` of a post on the instance it was read from (lower-cased instance). */
export type PostKey = string;

export function postKey(instance: string, id: string): PostKey {
  return `${instance.toLowerCase()}/${id}`;
}

/** The instance and id of a key (ids are opaque and may hold any character; instances no '/'). */
export function splitPostKey(key: PostKey): [instance: string, id: string] {
  const slash = key.indexOf('/');
  return [key.slice(0, slash), key.slice(slash + 1)];
}

/** The key of the post an entry shows: the boosted post for a boost. */
export function shownPostKey(instance: string, status: Pick<Status, 'id' | 'reblog'>): PostKey {
  return postKey(instance, (status.reblog ?? status).id);
}

/** A native quote's embedded post, when the server sent it whole. */
function quotedPost(post: Status): Status | undefined {
  const quote = post.quote as { quotedStatus?: Status | null } | null | undefined;
  return quote?.quotedStatus ?? undefined;
}

/**
 * Every original post inside `statuses`: each post, a boost's inner post (not the boost itself)
 * and quoted posts, at any depth.
 */
export function* originalPostsIn(statuses: Iterable<Status>): Generator<Status> {
  for (const status of statuses) {
    const post = status.reblog ?? status;
    yield post;
    const quoted = quotedPost(post);
    if (quoted) yield* originalPostsIn([quoted]);
  }
}
