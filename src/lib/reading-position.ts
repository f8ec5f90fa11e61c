import type { TimelineDescriptor } from './timeline-descriptor';

/** Where the reader was: the timeline entry at the top of the viewport, and when. */
export interface ReadingPosition {
  id: string;
  /** ms since the epoch */
  savedAt: number;
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
    case 'tag':
      return `tag:${descriptor.tags.map((tag) => tag.toLowerCase()).join('+')}`;
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
  const { id, savedAt } = value as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || typeof savedAt !== 'number') return null;
  return { id, savedAt };
}

/** The home marker as the server sends it (camelCased); only the id is read. */
export interface ServerMarker {
  lastReadId: string;
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
