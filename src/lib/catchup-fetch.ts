import type { mastodon } from 'masto';

type Status = mastodon.v1.Status;

/** Home keeps about this many posts (SPEC §9); a catch-up reaching it is cut short. */
export const HOME_TIMELINE_LIMIT = 800;

/**
 * Why fetching stopped: the range was covered ('complete', also when Home had nothing older),
 * Home's limit was reached ('limit'), the server answered a page already read, ignoring the
 * cursor ('repeated'), or the person cancelled ('cancelled').
 */
export type CatchupEnd = 'complete' | 'limit' | 'repeated' | 'cancelled';

/** Whether the posts may not reach back to the start of the range. */
export function isCutShort(end: CatchupEnd): boolean {
  return end === 'limit' || end === 'repeated';
}

export interface HomePage<Cursor> {
  statuses: Status[];
  /** Where the older page starts (the Link header's, else the last post's id); none: the end. */
  older?: Cursor;
}

export interface CatchupProgress {
  /** Posts kept so far (inside the range). */
  kept: number;
  /** Home entries read so far. */
  read: number;
  /** 0 to 1. */
  fraction: number;
}

export interface CollectOptions<Cursor> {
  fetchPage: (cursor: Cursor | undefined) => Promise<HomePage<Cursor>>;
  /** The start of the range (ms). */
  since: number;
  /**
   * The Home entry the range ends at, exclusive (where the reader stopped): reading stops there,
   * keeping every entry newer than it, however old (a post may reach Home late).
   */
  untilId?: string;
  now: number;
  limit?: number;
  onProgress?: (progress: CatchupProgress) => void;
  signal?: AbortSignal;
}

export interface Collected {
  statuses: Status[];
  end: CatchupEnd;
}

const timeOf = (status: Status) => Date.parse(status.createdAt);

/** How far a catch-up has come: back in time towards `since`, or towards Home's limit. */
export function progressFraction(
  now: number,
  since: number,
  oldest: number,
  read: number,
  limit: number,
): number {
  const span = now - since;
  const byTime = span > 0 ? (now - oldest) / span : 1;
  const fraction = Math.max(byTime, read / limit);
  return Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
}

/**
 * The entries above `entryId` in a Home page (newest first): the stretch newer than where the
 * reader stopped. Undefined when the page does not hold that entry.
 */
export function newerThan(statuses: readonly Status[], entryId: string): Status[] | undefined {
  const index = statuses.findIndex((status) => status.id === entryId);
  return index < 0 ? undefined : statuses.slice(0, index);
}

/**
 * Reads Home from the newest post back to `since`, page by page, following the server's cursor
 * (never computing one). It stops at the first post older than the range (or at `untilId`, with
 * no time bound), at an empty page or
 * the last one, at Home's limit, and when a page brings nothing new (a server that ignores the
 * cursor would otherwise be asked for ever).
 */
export async function collectCatchup<Cursor>(options: CollectOptions<Cursor>): Promise<Collected> {
  const {
    fetchPage,
    since,
    now,
    untilId,
    limit = HOME_TIMELINE_LIMIT,
    onProgress,
    signal,
  } = options;
  const seen = new Set<string>();
  const statuses: Status[] = [];
  let cursor: Cursor | undefined;
  const done = (end: CatchupEnd): Collected => ({ statuses, end });
  for (;;) {
    if (signal?.aborted) return done('cancelled');
    const page = await fetchPage(cursor);
    if (signal?.aborted) return done('cancelled');
    if (page.statuses.length === 0) return done('complete');
    const fresh = page.statuses.filter((status) => !seen.has(status.id));
    if (fresh.length === 0) return done('repeated');
    fresh.forEach((status) => seen.add(status.id));
    const stretch = untilId === undefined ? undefined : newerThan(fresh, untilId);
    if (stretch) {
      statuses.push(...stretch);
      onProgress?.({ kept: statuses.length, read: seen.size, fraction: 1 });
      return done('complete');
    }
    const inRange = fresh.filter((status) => untilId !== undefined || timeOf(status) >= since);
    statuses.push(...inRange);
    const oldest = Math.min(...fresh.map(timeOf));
    onProgress?.({
      kept: statuses.length,
      read: seen.size,
      fraction: progressFraction(now, since, oldest, seen.size, limit),
    });
    if (inRange.length < fresh.length) return done('complete');
    if (seen.size >= limit) return done('limit');
    if (page.older === undefined) return done('complete');
    cursor = page.older;
  }
}
