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
export function continuePaging<Page extends object, Cursor>(
  page: Page,
  pages: readonly Page[],
  idsOf: (page: Page) => readonly string[],
  cursor: Cursor | undefined,
): Cursor | undefined {
  if (cursor === undefined) return undefined;
  const others = pages.filter((other) => other !== page).map((other) => idSet(other, idsOf));
  const isNew = (id: string) => !others.some((ids) => ids.has(id));
  return idsOf(page).some(isNew) ? cursor : undefined;
}

/**
 * The ids of a page as a set, made once per page object (pages are not changed in place: a new
 * page is a new object). Asking whether paging goes on then costs a look-up per id of the page
 * asked about, however many pages are loaded, instead of collecting every loaded id again.
 */
const idSets = new WeakMap<(page: never) => readonly string[], WeakMap<object, Set<string>>>();

function idSet<Page extends object>(
  page: Page,
  idsOf: (page: Page) => readonly string[],
): ReadonlySet<string> {
  let byPage = idSets.get(idsOf);
  if (!byPage) {
    byPage = new WeakMap();
    idSets.set(idsOf, byPage);
  }
  let ids = byPage.get(page);
  if (!ids) {
    ids = new Set(idsOf(page));
    byPage.set(page, ids);
  }
  return ids;
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

/** One page of a list paged by the server's `Link` header: its items and the cursor it links to. */
export interface LinkedPage<T> {
  items: T[];
  next: string | undefined;
}

/**
 * What a page read with a `Link` header says about the rest of the list. Mastodon links a next
 * page after every page, the last one too, so a link alone promises nothing:
 * - 'end': no link, or an empty page;
 * - 'more': a page at least as long as asked for (a full page, or a server ignoring `limit` and
 *   sending more);
 * - 'unsure': a shorter page with a link: the last one, or a server capping pages below `limit`.
 */
export function linkedPageVerdict(
  pageLength: number,
  asked: number,
  next: string | undefined,
): 'end' | 'more' | 'unsure' {
  if (next === undefined || pageLength === 0) return 'end';
  return pageLength >= asked ? 'more' : 'unsure';
}

/**
 * Reads a page so that its `next` cursor means there is more: a short page with a link is
 * confirmed by reading the linked page once at once (its new items join this page; an empty
 * or repeated one ends the list), so "Load more" never brings nothing.
 */
export async function readLinkedPage<T>(
  read: (cursor: string | undefined) => Promise<LinkedPage<T>>,
  cursor: string | undefined,
  asked: number,
  idOf: (item: T) => string,
): Promise<LinkedPage<T>> {
  const page = await read(cursor);
  const verdict = linkedPageVerdict(page.items.length, asked, page.next);
  if (verdict === 'end') return { items: page.items, next: undefined };
  if (verdict === 'more') return page;
  const ahead = await read(page.next);
  const held = new Set(page.items.map(idOf));
  const fresh = ahead.items.filter((item) => !held.has(idOf(item)));
  if (fresh.length === 0) return { items: page.items, next: undefined };
  // A page ahead shorter than this one is the last; as long, it shows the server's page size.
  const next = ahead.items.length >= page.items.length ? ahead.next : undefined;
  return { items: [...page.items, ...fresh], next };
}
