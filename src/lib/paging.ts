/**
 * Whether paging goes on after `page`: only when it brought at least one item the list did not
 * already hold. Servers that ignore the cursor (snac's `max_id` on profiles) answer the same page
 * again, and asking once more would loop for ever.
 */
export function addsNewItems(loadedIds: Iterable<string>, pageIds: readonly string[]): boolean {
  const loaded = new Set(loadedIds);
  return pageIds.some((id) => !loaded.has(id));
}

/**
 * The same rule for an infinite query: `page` (one of `pages`) against every other loaded page.
 * Returns `cursor` when paging goes on, undefined when it ends.
 */
export function continuePaging<Page, Cursor>(
  page: Page,
  pages: readonly Page[],
  idsOf: (page: Page) => readonly string[],
  cursor: Cursor | undefined,
): Cursor | undefined {
  if (cursor === undefined) return undefined;
  const others = pages.filter((other) => other !== page).flatMap(idsOf);
  return addsNewItems(others, idsOf(page)) ? cursor : undefined;
}
