/**
 * Where the person last read their notifications. `lastReadId` is opaque: it is found by its
 * place in the list, never compared as a number. `readAt` (when it was set, if known and
 * readable) decides for rows when the id is not among them.
 */
export interface ReadMarker {
  lastReadId: string;
  readAt?: string;
}

/** The id of a marker set while there were no notifications at all: every one is newer. */
export const MARKER_BEFORE_ANY = '';

/**
 * Where reading starts for an account without a marker anywhere (its first use, on a server
 * without markers or before any was set): what is there now counts as read, what comes later as
 * new. Without it, nothing would ever count as unread there.
 */
export function startingMarker(newest: readonly { id: string }[], now: string): ReadMarker {
  return { lastReadId: newest[0]?.id ?? MARKER_BEFORE_ANY, readAt: now };
}

interface Placed {
  /** The notification ids of the row, newest first. */
  ids: readonly string[];
  /** When its newest notification was created. */
  newestAt: string;
}

function validTime(value: string | undefined): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/**
 * Which rows are new. With the flat list of notification ids (`order`, newest first, API v1),
 * the ids above the marker's are new and a row is new when its newest member is; a group can
 * hold the marker and still sit above newer rows, so rows are not compared by their place.
 * Otherwise (API v2) a row is new when its newest notification is later than the one the
 * marker names, or, when that is not loaded, later than the time the marker was set; without a
 * readable time nothing is new. Without a marker nothing is new; after one set before any
 * notification, everything is.
 */
export function newFlags(
  rows: readonly Placed[],
  marker: ReadMarker | null,
  order: readonly string[] = [],
): boolean[] {
  if (!marker) return rows.map(() => false);
  if (marker.lastReadId === MARKER_BEFORE_ANY) return rows.map(() => true);
  const at = order.indexOf(marker.lastReadId);
  if (at !== -1) {
    const newer = new Set(order.slice(0, at));
    return rows.map((row) => row.ids.length > 0 && newer.has(row.ids[0]));
  }
  const marked = rows.find((row) => row.ids[0] === marker.lastReadId);
  const since = validTime(marked ? marked.newestAt : marker.readAt);
  if (since === null) return rows.map(() => false);
  return rows.map((row) => {
    const time = validTime(row.newestAt);
    return time !== null && time > since;
  });
}

/** How many of `notifications` (newest first) are unread against the marker. */
export function countUnread(
  notifications: readonly { id: string; createdAt: string }[],
  marker: ReadMarker | null,
): number {
  const rows = notifications.map((notification) => ({
    ids: [notification.id],
    newestAt: notification.createdAt,
  }));
  const order = notifications.map((notification) => notification.id);
  return newFlags(rows, marker, order).filter(Boolean).length;
}

/**
 * The marker in force: the server's, shared by every device, unless this device read later and
 * could not tell the server (its own marker has a later `readAt`). Without a readable time on the
 * server's marker, the server's wins.
 */
export function pickReadMarker(
  server: ReadMarker | null,
  local: ReadMarker | null,
): ReadMarker | null {
  if (!server) return local;
  if (!local) return server;
  const serverAt = validTime(server.readAt);
  const localAt = validTime(local.readAt);
  if (serverAt === null || localAt === null) return server;
  return localAt > serverAt ? local : server;
}

export function parseReadMarker(value: unknown): ReadMarker | null {
  if (!value || typeof value !== 'object') return null;
  const { lastReadId, readAt } = value as Record<string, unknown>;
  if (typeof lastReadId !== 'string') return null;
  return typeof readAt === 'string' ? { lastReadId, readAt } : { lastReadId };
}
