import type { mastodon } from 'masto';

type Status = mastodon.v1.Status;

/** The post a timeline entry shows: the boosted post for a boost. */
export function shownStatus(status: Status): Status {
  return status.reblog ?? status;
}

/**
 * Merges statuses keeping the first of any duplicates: the same id, or the same post shown twice
 * (a post and a boost of it, or two boosts of one post). Nothing appears twice in a timeline.
 */
export function dedupeStatuses(statuses: Iterable<Status>): Status[] {
  const seen = new Set<string>();
  const result: Status[] = [];
  for (const status of statuses) {
    const shownId = shownStatus(status).id;
    if (seen.has(status.id) || seen.has(shownId)) continue;
    seen.add(status.id);
    seen.add(shownId);
    result.push(status);
  }
  return result;
}

/** Flattens pages (newest first) into one list without duplicates. */
export function mergePages(pages: readonly (readonly Status[])[]): Status[] {
  return dedupeStatuses(pages.flat());
}

function containsPost(statuses: readonly Status[], status: Status): boolean {
  const shownId = shownStatus(status).id;
  return statuses.some((item) => item.id === status.id || shownStatus(item).id === shownId);
}

// ---- streamed posts -------------------------------------------------------------------------

/** A timeline's shown items and the streamed posts waiting behind "N new posts". */
export interface TimelineBuffer {
  items: Status[];
  /** Newest first. */
  pending: Status[];
  /** Pending posts were dropped to stay bounded: revealing should re-fetch the top instead. */
  overflowed: boolean;
}

export const MAX_PENDING = 200;

/** Queues a streamed post behind the "N new posts" button; a post already present is not added twice. */
export function receiveStreamedStatus(
  buffer: TimelineBuffer,
  status: Status,
  maxPending = MAX_PENDING,
): TimelineBuffer {
  if (containsPost(buffer.items, status) || containsPost(buffer.pending, status)) return buffer;
  const pending = [status, ...buffer.pending];
  const overflowed = buffer.overflowed || pending.length > maxPending;
  return { ...buffer, pending: pending.slice(0, maxPending), overflowed };
}

// ---- edits and deletes ----------------------------------------------------------------------

/** Replaces an edited post wherever it appears, including inside boosts. Unchanged input is returned as is. */
export function applyStatusUpdate(statuses: Status[], updated: Status): Status[] {
  let changed = false;
  const result = statuses.map((status) => {
    if (status.id === updated.id) {
      changed = true;
      return updated;
    }
    if (status.reblog?.id === updated.id) {
      changed = true;
      return { ...status, reblog: updated };
    }
    return status;
  });
  return changed ? result : statuses;
}

/** Removes a deleted post and every boost of it. Unchanged input is returned as is. */
export function applyDelete(statuses: Status[], deletedId: string): Status[] {
  const result = statuses.filter(
    (status) => status.id !== deletedId && status.reblog?.id !== deletedId,
  );
  return result.length === statuses.length ? statuses : result;
}

export type TimelineStreamEvent = Extract<
  mastodon.streaming.Event,
  { event: 'update' | 'status.update' | 'delete' }
>;

/** Applies a streaming event to a buffer: new posts wait in `pending`, edits and deletes patch in place. */
export function applyStreamEvent(
  buffer: TimelineBuffer,
  event: TimelineStreamEvent,
  maxPending = MAX_PENDING,
): TimelineBuffer {
  switch (event.event) {
    case 'update':
      return receiveStreamedStatus(buffer, event.payload, maxPending);
    case 'status.update':
      return patchBuffer(buffer, (list) => applyStatusUpdate(list, event.payload));
    case 'delete':
      return patchBuffer(buffer, (list) => applyDelete(list, event.payload));
  }
}

function patchBuffer(buffer: TimelineBuffer, patch: (list: Status[]) => Status[]): TimelineBuffer {
  const items = patch(buffer.items);
  const pending = patch(buffer.pending);
  return items === buffer.items && pending === buffer.pending
    ? buffer
    : { ...buffer, items, pending };
}

// ---- Home visibility ------------------------------------------------------------------------

export interface HomeVisibility {
  hideBoosts: boolean;
  /** Hide replies to other people; an author's replies to themselves (threads) stay. */
  hideReplies: boolean;
}

export function isReplyToOthers(status: Status): boolean {
  if (!status.inReplyToId) return false;
  return status.inReplyToAccountId !== status.account.id;
}

export function isVisibleInHome(status: Status, visibility: HomeVisibility): boolean {
  if (status.reblog) return !visibility.hideBoosts;
  return !(visibility.hideReplies && isReplyToOthers(status));
}

export function applyHomeVisibility(statuses: Status[], visibility: HomeVisibility): Status[] {
  if (!visibility.hideBoosts && !visibility.hideReplies) return statuses;
  return statuses.filter((status) => isVisibleInHome(status, visibility));
}

// ---- boosts carousel ------------------------------------------------------------------------

export type TimelineItem =
  | { type: 'status'; key: string; status: Status }
  | { type: 'boosts'; key: string; statuses: Status[] };

export interface BoostGrouping {
  /** The boostsCarousel setting. */
  enabled: boolean;
  /** Shortest run of consecutive boosts shown as a carousel; shorter runs stay inline. */
  minRun?: number;
}

export const DEFAULT_MIN_BOOST_RUN = 2;

/** Groups runs of consecutive boosts into carousel items when the setting is on. */
export function groupBoosts(statuses: readonly Status[], grouping: BoostGrouping): TimelineItem[] {
  const single = (status: Status): TimelineItem => ({ type: 'status', key: status.id, status });
  if (!grouping.enabled) return statuses.map(single);

  const minRun = Math.max(1, grouping.minRun ?? DEFAULT_MIN_BOOST_RUN);
  const items: TimelineItem[] = [];
  let run: Status[] = [];
  const flush = () => {
    if (run.length >= minRun) {
      items.push({ type: 'boosts', key: `boosts-${run[0].id}`, statuses: run });
    } else {
      items.push(...run.map(single));
    }
    run = [];
  };
  for (const status of statuses) {
    if (status.reblog) {
      run.push(status);
    } else {
      flush();
      items.push(single(status));
    }
  }
  flush();
  return items;
}
