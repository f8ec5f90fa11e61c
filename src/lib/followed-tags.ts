import type { mastodon } from 'masto';

const tagKey = (name: string) => name.toLowerCase();

/**
 * The followed hashtags after a follow or unfollow of `name`: a listed tag is updated in place
 * (an unfollowed one stays, marked, so it can be followed again), a newly followed one is added
 * in order of name.
 */
export function withFollowedTag(
  tags: readonly mastodon.v1.Tag[],
  name: string,
  changed: mastodon.v1.Tag,
): mastodon.v1.Tag[] {
  const key = tagKey(name);
  if (tags.some((tag) => tagKey(tag.name) === key)) {
    return tags.map((tag) => (tagKey(tag.name) === key ? { ...tag, ...changed } : tag));
  }
  if (!changed.following) return [...tags];
  return [...tags, changed].sort((a, b) => a.name.localeCompare(b.name));
}
