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

/** The search screen's tabs: everything at once, then one per type. */
export const SEARCH_TABS = ['all', ...SEARCH_TYPES] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

/** Reads the `type` query parameter: a known tab, otherwise the combined result. */
export function parseSearchTab(value: string | null): SearchTab {
  return SEARCH_TABS.find((tab) => tab === value) ?? 'all';
}

/** How many results of each type the combined result shows before its "See all" (posts are tall). */
export const ALL_RESULTS_PREVIEW: Readonly<Record<SearchType, number>> = {
  accounts: 5,
  hashtags: 5,
  statuses: 3,
};

/**
 * The order of the combined result's sections: what the query looks like comes first (a #hashtag
 * its tags), then accounts, hashtags and posts, as a name is most often what is looked for.
 */
export function allResultsOrder(input: string): readonly SearchType[] {
  return classifySearchQuery(input) === 'hashtag'
    ? ['hashtags', 'accounts', 'statuses']
    : ['accounts', 'hashtags', 'statuses'];
}

/** How a result is told apart from the others of its type: accounts and posts by id, tags by name. */
export function searchResultKey(type: SearchType, item: { id?: string; name?: string }): string {
  return (type === 'hashtags' ? item.name?.toLowerCase() : item.id) ?? '';
}

/**
 * The offset of the next page of one type's results, or undefined when paging ends: when the page
 * is shorter than asked for, or brings nothing the earlier pages did not (a server that ignores
 * `offset` answers the first page again, and asking once more would loop for ever).
 */
export function nextSearchOffset(
  pageKeys: readonly string[],
  earlierKeys: readonly string[],
  pageSize: number,
): number | undefined {
  if (pageKeys.length < pageSize) return undefined;
  const seen = new Set(earlierKeys);
  const fresh = pageKeys.filter((key) => !seen.has(key));
  if (fresh.length === 0) return undefined;
  return new Set([...earlierKeys, ...pageKeys]).size;
}

/** The results of every page loaded, each once (pages may overlap when results move meanwhile). */
export function uniqueSearchResults<T extends { id?: string; name?: string }>(
  type: SearchType,
  pages: readonly (readonly T[])[],
): T[] {
  const seen = new Set<string>();
  return pages.flat().filter((item) => {
    const key = searchResultKey(type, item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
