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

/**
 * Whether a page shorter than the size asked for ends the list: Mastodon links a next page after
 * every page, the last one too, and a "Load more" that brings nothing would be a broken promise.
 */
export function endsList(pageLength: number, pageSize: number): boolean {
  return pageLength < pageSize;
}

/** Where an item sat in a paged list, to put it back if taking it out has to be undone. */
export interface ItemPlace<T> {
  item: T;
  page: number;
  index: number;
}

/** The pages without the item `matches` finds, and where it was (null when no page held it). */
export function takeItemOut<T>(
  pages: readonly (readonly T[])[],
  matches: (item: T) => boolean,
): { pages: T[][]; place: ItemPlace<T> | null } {
  let place: ItemPlace<T> | null = null;
  const rest = pages.map((items, page) => {
    const index = place ? -1 : items.findIndex(matches);
    if (index < 0) return [...items];
    place = { item: items[index], page, index };
    return items.filter((_, at) => at !== index);
  });
  return { pages: rest, place };
}

/**
 * The pages with a taken-out item back in its place, unless a page holds it again (`sameAs`);
 * other changes made meanwhile (other items taken out) are kept.
 */
export function putItemBack<T>(
  pages: readonly (readonly T[])[],
  place: ItemPlace<T>,
  sameAs: (item: T) => boolean,
): T[][] {
  if (pages.some((items) => items.some(sameAs))) return pages.map((items) => [...items]);
  const target = Math.min(place.page, pages.length - 1);
  return pages.map((items, page) => {
    if (page !== target) return [...items];
    const copy = [...items];
    copy.splice(Math.min(place.index, copy.length), 0, place.item);
    return copy;
  });
}
