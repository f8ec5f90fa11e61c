import type { mastodon } from 'masto';
import { parseLinkHeader } from './link-header';
import { dedupeStatuses } from './timeline';

type Status = mastodon.v1.Status;

/**
 * Where the next page of a timeline starts. Id timelines use `maxId` (older) and `minId` (newer);
 * bookmarks and likes use the opaque ids of their Link header; trends use an `offset`.
 * `anchorId` opens a timeline at a remembered entry (that entry first, then older ones).
 */
export interface TimelineCursor {
  maxId?: string;
  minId?: string;
  offset?: string;
  anchorId?: string;
}

/** One fetched page, newest first, with the cursors of its neighbours (none: that end is reached). */
export interface TimelinePage {
  statuses: Status[];
  older?: TimelineCursor;
  newer?: TimelineCursor;
  /** The account's pinned posts leading a profile's first page, shown with a "Pinned" label. */
  pinnedIds?: string[];
}

const CURSOR_PARAMS = { max_id: 'maxId', min_id: 'minId', offset: 'offset' } as const;

/** The cursor in a Link header URL, or undefined when the URL carries none. */
export function cursorFromUrl(url: string): TimelineCursor | undefined {
  let search: URLSearchParams;
  try {
    search = new URL(url).searchParams;
  } catch {
    return undefined;
  }
  const cursor: TimelineCursor = {};
  for (const [param, key] of Object.entries(CURSOR_PARAMS)) {
    const value = search.get(param);
    if (value !== null && value !== '') cursor[key] = value;
  }
  return Object.keys(cursor).length > 0 ? cursor : undefined;
}

/**
 * The cursors of a page of an id-paginated timeline. The Link header wins when present (bookmarks
 * and likes need it); otherwise the ids of the page's own posts. An empty page has no older page,
 * and asking for newer posts again starts where the request did.
 */
export function pageCursors(
  statuses: readonly Status[],
  linkHeader: string | null | undefined,
  requested: TimelineCursor | undefined,
): Pick<TimelinePage, 'older' | 'newer'> {
  const links = parseLinkHeader(linkHeader);
  const linkNext = links.get('next');
  const linkPrev = links.get('prev');
  if (statuses.length === 0) {
    return { newer: requested?.minId ? requested : undefined };
  }
  const older = (linkNext && cursorFromUrl(linkNext)) || { maxId: statuses.at(-1)!.id };
  const newer = (linkPrev && cursorFromUrl(linkPrev)) || { minId: statuses[0].id };
  return { older, newer };
}

/** Trends pages: the next offset while pages come back full; there is never anything newer. */
export function offsetCursors(
  statuses: readonly Status[],
  requested: TimelineCursor | undefined,
  pageSize: number,
): Pick<TimelinePage, 'older' | 'newer'> {
  const offset = Number(requested?.offset ?? 0) || 0;
  if (statuses.length < pageSize) return {};
  return { older: { offset: String(offset + statuses.length) } };
}

/** Orders ids: numerically for numeric ids (Mastodon), as text otherwise (ULIDs and the like). */
export function compareIds(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) {
    return a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The newest timeline entry id among `statuses` (pinned posts may sit above newer ones). */
export function newestId(statuses: Iterable<Status>): string | undefined {
  let newest: string | undefined;
  for (const status of statuses) {
    if (newest === undefined || compareIds(status.id, newest) > 0) newest = status.id;
  }
  return newest;
}

/**
 * The first page of a timeline reopened at a remembered entry: the newer posts just above it (when
 * their page came in time; `above` undefined otherwise), the entry, then the page older than it.
 * With the posts above in the first page, what they bring (the notice of newer posts, "You stopped
 * here") is there at the first paint instead of arriving later and pushing the entry down.
 */
export function pageAtAnchor(
  anchorId: string,
  entry: Status | undefined,
  older: TimelinePage,
  above: TimelinePage | undefined,
): TimelinePage {
  const below = entry ? [entry, ...older.statuses] : older.statuses;
  if (!above)
    return { statuses: dedupeStatuses(below), older: older.older, newer: { minId: anchorId } };
  return {
    statuses: dedupeStatuses([...above.statuses, ...below]),
    older: older.older,
    newer: above.newer,
  };
}
