import type { mastodon } from 'masto';
import { isValidHashtag, normalizeHashtag } from './hashtags';

/** Mastodon features at most 10 hashtags on a profile. */
export const MAX_FEATURED_TAGS = 10;

export type FeaturedTagProblem = 'invalid' | 'already-featured' | 'too-many';

const sameName = (a: string, b: string) =>
  a.toLocaleLowerCase('und') === b.toLocaleLowerCase('und');

/** What stops `input` from being featured next to `featured`, or null when it can be. */
export function featuredTagProblem(
  input: string,
  featured: readonly mastodon.v1.FeaturedTag[],
): FeaturedTagProblem | null {
  const name = normalizeHashtag(input);
  if (!isValidHashtag(name)) return 'invalid';
  if (featured.some((tag) => sameName(tag.name, name))) return 'already-featured';
  if (featured.length >= MAX_FEATURED_TAGS) return 'too-many';
  return null;
}

/** Suggested hashtags that are not featured yet, each once, in the server's order. */
export function unfeaturedSuggestions(
  suggestions: readonly mastodon.v1.Tag[],
  featured: readonly mastodon.v1.FeaturedTag[],
): mastodon.v1.Tag[] {
  const taken: string[] = featured.map((tag) => tag.name);
  return suggestions.filter((tag) => {
    if (taken.some((name) => sameName(name, tag.name))) return false;
    taken.push(tag.name);
    return true;
  });
}
