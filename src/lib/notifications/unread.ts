/**
 * Where the person last read their notifications. `lastReadId` is opaque: it is found by its
 * place in the list, never compared as a number. `readAt` (when it was set, if known and
 * readable) decides for rows when the id is not among them.
 */
export interface ReadMarker {
  lastReadId: string;
  readAt?: string;
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
 * Which rows (newest first) are new: those above the one holding the marker's id; the row
 * holding it is new only when it has newer members. When the id is not loaded (deleted, or
 * older than everything here), rows created after `readAt` are new; without a readable `readAt`
 * none is. Without a marker nothing is new.
 */
export function newFlags(rows: readonly Placed[], marker: ReadMarker | null): boolean[] {
  if (!marker) return rows.map(() => false);
  const at = rows.findIndex((row) => row.ids.includes(marker.lastReadId));
  if (at !== -1) {
    return rows.map(
      (row, index) => index < at || (index === at && row.ids[0] !== marker.lastReadId),
    );
  }
  const readAt = validTime(marker.readAt);
  if (readAt === null) return rows.map(() => false);
  return rows.map((row) => {
    const time = validTime(row.newestAt);
    return time !== null && time > readAt;
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
  return newFlags(rows, marker).filter(Boolean).length;
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
  if (typeof lastReadId !== 'string' || lastReadId === '') return null;
  return typeof readAt === 'string' ? { lastReadId, readAt } : { lastReadId };
}
