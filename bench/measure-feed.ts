import { writeFileSync } from 'node:fs';
import type { CDPSession, Page } from 'playwright-core';
import { heapAndDom } from './browser';
import { FEED_SIZES, LIMITS, LOAD_PROFILE_FILE, LONG_TASK_LOAD_SIZE, TARGETS } from './config';
import { longTaskRows, longTasksSince } from './measure-scroll';
import { loadFeedUntil, requestStats, type FeedState, type LongTask } from './probes';
import { measured, notAvailable, type Row, type Target } from './report';

const CHUNK_MS = 3_000;

interface LoadOutcome {
  loaded: number;
  state: FeedState;
  /** why loading stopped short of the target */
  shortBy: string | null;
  seconds: number;
}

/** Scrolls Home until `target` posts are loaded, giving up after a stall or the time limit. */
async function loadPosts(page: Page, target: number, limitMs: number): Promise<LoadOutcome> {
  const started = Date.now();
  const deadline = started + limitMs;
  let lastGrowth = Date.now();
  let state: FeedState = { attribute: null, seen: 0, hasFeedRole: false, complete: false };
  let shortBy: string | null = null;
  for (;;) {
    const before = state.attribute ?? state.seen;
    state = await page.evaluate(loadFeedUntil, { target, ms: CHUNK_MS });
    const loaded = state.attribute ?? state.seen;
    if (loaded >= target) break;
    if (loaded > before) lastGrowth = Date.now();
    if (state.complete) {
      shortBy = `Home ends at ${loaded}`;
      break;
    }
    if (Date.now() - lastGrowth > LIMITS.feedStallMs) {
      shortBy = `stopped growing at ${loaded}`;
      break;
    }
    if (Date.now() > deadline) {
      shortBy = `time limit: ${loaded} after ${Math.round((Date.now() - started) / 1000)} s`;
      break;
    }
  }
  return {
    loaded: state.attribute ?? state.seen,
    state,
    shortBy,
    seconds: (Date.now() - started) / 1000,
  };
}

function countSource(state: FeedState): string {
  if (state.attribute !== null) return 'data-loaded-count';
  return state.hasFeedRole
    ? 'distinct articles seen: feed has no data-loaded-count'
    : 'distinct articles seen: no role="feed"';
}

type RequestStats = ReturnType<typeof requestStats>;

/** How the posts were counted and where the loading time went (requests vs. the page between them). */
async function loadNote(page: Page, size: number, outcome: LoadOutcome): Promise<string> {
  const requests: RequestStats = await page.evaluate(requestStats, '/api/v1/timelines/home');
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return (
    `${size}: ${outcome.loaded} posts in ${outcome.seconds.toFixed(1)} s, counted by ${countSource(outcome.state)}; ` +
    `${requests.count} Home requests so far (median ${requests.medianMs.toFixed(0)} ms, ${seconds(requests.totalRequestMs)} in all), ` +
    `${seconds(requests.totalGapMs)} between a response and the next request (median ${requests.medianGapMs.toFixed(0)} ms)`
  );
}

const LOAD_LONG_TASK_TARGET: Target = {
  max: TARGETS.loadLongTaskMs,
  label: `none > ${TARGETS.loadLongTaskMs} ms`,
};

/** Spans of the page's clock (performance.now()) in which Home was loading. */
type Spans = [from: number, to: number][];

const pageNow = (page: Page) => page.evaluate(() => performance.now());

/**
 * The long tasks that started while Home loaded from its first page to LONG_TASK_LOAD_SIZE posts:
 * the spans of loading only, so the heap and DOM measured on the way (a forced garbage
 * collection) are not counted.
 */
async function loadLongTasks(page: Page, spans: Spans, outcome: LoadOutcome): Promise<Row[]> {
  const id = `longtask_load_${LONG_TASK_LOAD_SIZE}`;
  const label = `loading ${LONG_TASK_LOAD_SIZE} posts into Home`;
  if (outcome.loaded < LONG_TASK_LOAD_SIZE * 0.8)
    return [
      notAvailable(
        `${id}_longest`,
        `${label}: longest task`,
        outcome.shortBy ?? '',
        LOAD_LONG_TASK_TARGET,
      ),
    ];
  const tasks: LongTask[] = [];
  for (const [from, to] of spans) tasks.push(...(await longTasksSince(page, from, to)));
  const seconds = spans.reduce((total, [from, to]) => total + (to - from), 0) / 1000;
  const detail = `${outcome.loaded} posts from Home's first page, ${seconds.toFixed(1)} s of loading${outcome.shortBy ? ` (${outcome.shortBy})` : ''}`;
  return longTaskRows(id, label, tasks, detail, LOAD_LONG_TASK_TARGET);
}

/** BENCH_PROFILE=1 records a CPU profile (CDP `Profiler`, sampled every 100 µs) of the loading to LONG_TASK_LOAD_SIZE. */
async function startProfile(page: Page): Promise<CDPSession | null> {
  if (!process.env.BENCH_PROFILE) return null;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  return cdp;
}

async function saveProfile(cdp: CDPSession | null): Promise<void> {
  if (!cdp) return;
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(LOAD_PROFILE_FILE, JSON.stringify(profile));
  await cdp.detach().catch(() => undefined);
}

export interface FeedResult {
  rows: Row[];
  loaded: number;
  notes: string[];
}

/**
 * Heap and DOM size after loading 800, then 5000 posts in Home (the page is already on Home, at
 * its first page), and the long tasks while the first LONG_TASK_LOAD_SIZE load. With
 * `longTasksOnly`, it stops at LONG_TASK_LOAD_SIZE and weighs nothing.
 */
export async function measureFeed(page: Page, { longTasksOnly = false } = {}): Promise<FeedResult> {
  const rows: Row[] = [];
  const notes: string[] = [];
  let loaded = 0;
  const loading: Spans = [];
  const steps = longTasksOnly
    ? [LONG_TASK_LOAD_SIZE]
    : [...FEED_SIZES, LONG_TASK_LOAD_SIZE].sort((a, b) => a - b);
  const profiling = await startProfile(page);
  for (const size of steps) {
    const from = await pageNow(page);
    // Alone, the step to LONG_TASK_LOAD_SIZE starts at the first page: it has the time of the steps it skips.
    const limitMs = longTasksOnly
      ? Object.entries(LIMITS.feedLoadMs)
          .filter(([upTo]) => Number(upTo) <= size)
          .reduce((total, [, ms]) => total + ms, 0)
      : (LIMITS.feedLoadMs[size] ?? 60_000);
    const outcome = await loadPosts(page, size, limitMs);
    if (size === LONG_TASK_LOAD_SIZE) await saveProfile(profiling);
    loaded = outcome.loaded;
    if (size <= LONG_TASK_LOAD_SIZE) loading.push([from, await pageNow(page)]);
    if (size === LONG_TASK_LOAD_SIZE) rows.push(...(await loadLongTasks(page, loading, outcome)));
    if (longTasksOnly) notes.push(await loadNote(page, size, outcome));
    if (longTasksOnly || !(FEED_SIZES as readonly number[]).includes(size)) continue;
    const budget = size === 5000;
    const domTarget: Target | undefined = budget
      ? { below: TARGETS.domAt5000, label: `< ${TARGETS.domAt5000}` }
      : undefined;
    const heapTarget: Target | undefined = budget
      ? { below: TARGETS.heapAt5000Mb, label: `< ${TARGETS.heapAt5000Mb} MB` }
      : undefined;
    const { heapMb, dom } = await heapAndDom(page);
    notes.push(await loadNote(page, size, outcome));
    const note = outcome.shortBy ?? undefined;
    if (outcome.loaded < size * 0.8) {
      const why = `${outcome.shortBy}; heap ${heapMb.toFixed(1)} MB, DOM ${dom}`;
      rows.push(notAvailable(`heap_${size}`, `JS heap, ${size} posts`, why, heapTarget));
      rows.push(notAvailable(`dom_${size}`, `DOM elements, ${size} posts`, why, domTarget));
      continue;
    }
    rows.push(
      measured(
        `posts_${size}`,
        `posts loaded (${size} step)`,
        outcome.loaded,
        '',
        undefined,
        `${outcome.seconds.toFixed(1)} s`,
      ),
    );
    rows.push(measured(`heap_${size}`, `JS heap, ${size} posts`, heapMb, 'MB', heapTarget, note));
    rows.push(measured(`dom_${size}`, `DOM elements, ${size} posts`, dom, '', domTarget, note));
  }
  return { rows, loaded, notes };
}
