import type { TimelineDescriptor } from './timeline-descriptor';

/** Where the reader was: the timeline entry at the top of the viewport, and when. */
export interface ReadingPosition {
  id: string;
  /** ms since the epoch */
  savedAt: number;
  /** Pixels from the entry's top edge down to the top of what was visible (see offsetInEntry). */
  offset?: number;
}

/** Where a timeline reopens: an entry, how far into it, and since when it has been read there. */
export interface ReadingAnchor {
  id: string;
  offset: number;
  /** ms since the epoch, when known */
  savedAt?: number;
}

/**
 * The key a timeline's position is stored under, or null for timelines whose pages cannot start
 * at a post id (bookmarks and likes use opaque cursors, trends an offset).
 */
export function readingPositionKey(descriptor: TimelineDescriptor): string | null {
  switch (descriptor.type) {
    case 'home':
    case 'local':
    case 'federated':
      return descriptor.type;
    case 'tag': {
      const key = `tag:${descriptor.tags.map((tag) => tag.toLowerCase()).join('+')}`;
      return descriptor.media ? `${key}:media` : key;
    }
    case 'list':
      return `list:${descriptor.id}`;
    case 'account':
      return `account:${descriptor.id}:${descriptor.filter}`;
    default:
      return null;
  }
}

export function parseReadingPosition(value: unknown): ReadingPosition | null {
  if (!value || typeof value !== 'object') return null;
  const { id, savedAt, offset } = value as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || typeof savedAt !== 'number') return null;
  return typeof offset === 'number' && Number.isFinite(offset)
    ? { id, savedAt, offset }
    : { id, savedAt };
}

/** The home marker as the server sends it (camelCased). */
export interface ServerMarker {
  lastReadId: string;
  /** Only trusted when it parses as a date: some servers (snac) send something else. */
  updatedAt?: string;
}

/**
 * Where Home reopens. The server's marker wins when it moved since this device last saw or wrote
 * it (`seenMarkerId`): someone read on elsewhere. Otherwise this device's own position wins, as it
 * is saved more often than the marker. The marker's `updated_at` is never read: some servers
 * (snac) send something that is not a date there.
 */
export function pickReadingPosition(
  local: ReadingPosition | null,
  marker: ServerMarker | null | undefined,
  seenMarkerId: string | undefined,
): string | undefined {
  const markerId = marker?.lastReadId || undefined;
  if (markerId !== undefined && markerId !== seenMarkerId) return markerId;
  return local?.id ?? markerId;
}

/**
 * `pickReadingPosition` with how far into the entry to reopen: this device's own offset when its
 * entry is the one picked (markers hold no offset), else the entry's top edge.
 */
export function pickReadingAnchor(
  local: ReadingPosition | null,
  marker: ServerMarker | null | undefined,
  seenMarkerId: string | undefined,
): ReadingAnchor | undefined {
  const id = pickReadingPosition(local, marker, seenMarkerId);
  if (id === undefined) return undefined;
  if (local && local.id === id) return { id, offset: local.offset ?? 0, savedAt: local.savedAt };
  const markedAt = marker?.updatedAt ? Date.parse(marker.updatedAt) : NaN;
  return Number.isFinite(markedAt) ? { id, offset: 0, savedAt: markedAt } : { id, offset: 0 };
}

/**
 * How far the top of what the reader sees (`viewTop`, below any sticky header) lies inside the
 * entry starting at `entryStart`, both in the scrolled content's coordinates. Negative when the
 * entry starts just below it (the entry above shows only a sliver).
 */
export function offsetInEntry(viewTop: number, entryStart: number): number {
  return Math.round(viewTop - entryStart);
}

/** The scroll offset that shows the entry starting at `entryStart` again `offset` px in. */
export function scrollForEntry(entryStart: number, offset: number, coveredTop: number): number {
  return Math.max(0, entryStart + offset - coveredTop);
}

/**
 * How many entries are newer than the one the reader reopened at: those loaded above it, and
 * whether more wait beyond them (`more`: only a lower bound is known). Undefined while the entry
 * is not among those loaded.
 */
export function countNewer(
  loadedIds: readonly string[],
  anchorId: string,
  newerToLoad: boolean,
): { count: number; more: boolean } | undefined {
  const index = loadedIds.indexOf(anchorId);
  if (index < 0) return undefined;
  return { count: index, more: newerToLoad };
}

/**
 * What the notice at the top of a reopened timeline says: the entries loaded above where the
 * reader stopped, with the new posts waiting, and whether more wait beyond them (only a lower
 * bound is known). Undefined when nothing newer is known: "0+" is no count.
 */
export function newerNotice(
  loadedIds: readonly string[],
  anchorId: string,
  newerToLoad: boolean,
  pending: number,
): { count: number; more: boolean } | undefined {
  const newer = countNewer(loadedIds, anchorId, newerToLoad);
  if (!newer) return undefined;
  const count = newer.count + pending;
  return count > 0 ? { count, more: newer.more } : undefined;
}

/**
 * The entry "You stopped here" marks: where the reader stopped, once loaded, when entries newer
 * than it are above it.
 */
export function stoppedHereId(
  loadedIds: readonly string[],
  anchorId: string | undefined,
): string | undefined {
  if (anchorId === undefined) return undefined;
  return (countNewer(loadedIds, anchorId, false)?.count ?? 0) > 0 ? anchorId : undefined;
}
