import type { mastodon } from 'masto';
import { parseStatusContent, type ContentNode } from '../../lib/status-content';

// Parsing sanitises HTML, which is the costliest part of a post's render; a virtualised list
// remounts cards while scrolling, so the tree is kept per status object (freed with it).
const trees = new WeakMap<mastodon.v1.Status, ContentNode[]>();

export function parsedContent(post: mastodon.v1.Status): ContentNode[] {
  let nodes = trees.get(post);
  if (!nodes) {
    nodes = parseStatusContent(post);
    trees.set(post, nodes);
  }
  return nodes;
}

/** Parsing stops for the next idle period once this little time is left in the current one. */
const IDLE_MARGIN_MS = 2;
/** A page kept busy (loading, scrolling) has no idle periods: it then gets short slices. */
const WAIT_FOR_IDLE_MS = 100;
const BUSY_SLICE_MS = 8;

interface IdleDeadline {
  didTimeout: boolean;
  timeRemaining: () => number;
}

function scheduleIdle(run: (deadline: IdleDeadline) => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: WAIT_FOR_IDLE_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(() => run({ didTimeout: true, timeRemaining: () => 0 }), 16);
  return () => clearTimeout(handle);
}

interface YieldingScheduler {
  yield: () => Promise<void>;
}

/** Lets the browser run other tasks (input, rendering) before going on; nothing without scheduler.yield. */
async function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') await scheduler.yield();
}

/**
 * Parses posts now (a page just fetched, before it is shown), yielding to the browser between
 * short slices so that the work is not one long task; `alsoPrepare` as for warmParsedContent.
 */
export async function prepareParsedContent(
  statuses: readonly mastodon.v1.Status[],
  alsoPrepare?: (post: mastodon.v1.Status) => void,
): Promise<void> {
  let until = performance.now() + BUSY_SLICE_MS;
  for (const status of statuses) {
    const post = status.reblog ?? status;
    if (trees.has(post)) continue;
    parsedContent(post);
    alsoPrepare?.(post);
    if (performance.now() < until) continue;
    await yieldToBrowser();
    until = performance.now() + BUSY_SLICE_MS;
  }
}

/**
 * Parses loaded posts while the page is idle, so that scrolling to them mounts cards from the
 * cache instead of sanitising HTML in the middle of a frame. `alsoPrepare` runs once for each
 * post parsed here (one a card has not parsed yet), for the other costly things a card reads
 * (the text filters match, media placeholders). Returns a cancel function.
 */
export function warmParsedContent(
  statuses: readonly mastodon.v1.Status[],
  alsoPrepare?: (post: mastodon.v1.Status) => void,
): () => void {
  const posts = statuses.map((status) => status.reblog ?? status);
  let next = 0;
  let cancel = () => {};
  const prepare = (post: mastodon.v1.Status) => {
    if (trees.has(post)) return;
    parsedContent(post);
    alsoPrepare?.(post);
  };
  const work = (deadline: IdleDeadline) => {
    const budget = deadline.didTimeout ? BUSY_SLICE_MS : deadline.timeRemaining() - IDLE_MARGIN_MS;
    const until = performance.now() + budget;
    while (next < posts.length && performance.now() < until) prepare(posts[next++]);
    if (next < posts.length) cancel = scheduleIdle(work);
  };
  cancel = scheduleIdle(work);
  return () => cancel();
}
