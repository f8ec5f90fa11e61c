/** What a search box input looks like, which decides how Petrel answers it. */
export type SearchQueryKind = 'empty' | 'url' | 'handle' | 'hashtag' | 'text';

export const SEARCH_TYPES = ['accounts', 'hashtags', 'statuses'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** How long typing must pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

const HANDLE = /^@?[\w.-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?$/i;

export function classifySearchQuery(input: string): SearchQueryKind {
  const q = input.trim();
  if (!q) return 'empty';
  if (/^https?:\/\/\S+$/i.test(q)) return 'url';
  if (HANDLE.test(q)) return 'handle';
  if (/^#[^\s#]+$/.test(q)) return 'hashtag';
  return 'text';
}

/** The tab a query opens on: handles look for accounts, hashtags for tags, the rest for posts. */
export function defaultSearchType(input: string): SearchType {
  switch (classifySearchQuery(input)) {
    case 'handle':
      return 'accounts';
    case 'hashtag':
      return 'hashtags';
    case 'url':
      return 'statuses';
    default:
      return 'accounts';
  }
}

/** Reads the `type` query parameter, falling back to the query's default tab. */
export function parseSearchType(value: string | null, q: string): SearchType {
  return SEARCH_TYPES.find((type) => type === value) ?? defaultSearchType(q);
}
