import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const OUT_DIR = 'dist-bench';
export const RESULTS_FILE = fileURLToPath(new URL('./results/latest.json', import.meta.url));
/** What `--against` writes: both versions' runs and their medians. */
/** With BENCH_PROFILE=1, the CPU profile of loading Home to LONG_TASK_LOAD_SIZE posts (open it in DevTools). */
export const LOAD_PROFILE_FILE = fileURLToPath(
  new URL('./results/load-2000.cpuprofile', import.meta.url),
);
export const COMPARISON_FILE = fileURLToPath(new URL('./results/comparison.json', import.meta.url));

/**
 * Statuses the sandbox generates; `BENCH_SCALE` overrides it. Only part of them reach alice's
 * Home, and 6500 is enough for the 5000-post rows to load 5000 posts.
 */
export const SANDBOX_SCALE = Number(process.env.BENCH_SCALE ?? 6500);
export const HOST = '127.0.0.1';
export const USER = 'alice';

// The same browser and flags as the end-to-end tests.
export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
export const VIEWPORT = { width: 1280, height: 900 };

export const FEED_SIZES = [800, 5000] as const;
/** Home is loaded from its first page to this many posts while its long tasks are recorded. */
export const LONG_TASK_LOAD_SIZE = 2000;
export const STORM_COUNT = 500;
/** Mentions made for alice before Notifications opens (she has about 290), the count loaded, the streamed storm. */
export const NOTIFICATIONS = { extra: 800, loaded: 1000, storm: 200 } as const;

/** Budgets from the "Fast at any length" section. */
/** The columns step: posts streamed to 9 live columns, one every `intervalMs`. */
export const COLUMNS = { posts: 300, intervalMs: 20 } as const;

export const TARGETS = {
  initialJsKb: 150,
  /** JS fetched before the first post ("Fast again"). */
  firstPostJsKb: 160,
  initialCssKb: 35,
  domAt5000: 4000,
  heapAt5000Mb: 80,
  longTaskMs: 100,
  threadOpenMs: 1000,
  composerOpenMs: 100,
  typingLongTaskMs: 50,
  /** While Home loads page after page, up to LONG_TASK_LOAD_SIZE posts. */
  loadLongTaskMs: 50,
  /** Cumulative layout shift of a load, a round of navigation or opening a post. */
  layoutShift: 0.02,
};

/**
 * A slow phone: Lighthouse's mobile profile (4× slower CPU, "slow 4G"), with DevTools' units
 * (1 kbps = 1024 bit/s; throughputs in bytes per second).
 */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  /** A cold load over that network takes several seconds. */
  firstPostTimeoutMs: 45_000,
};

/** Time limits that keep the whole run near three minutes even when a screen never appears. */
export const LIMITS = {
  step: 15_000,
  /** per step: the 5000 step starts where the 800 step stopped */
  feedLoadMs: { 800: 25_000, 2000: 40_000, 5000: 100_000 } as Record<number, number>,
  feedStallMs: 10_000,
  scrollMs: 20_000,
  stormSettleMs: 4_000,
  wholeRunMs: 600_000,
  /** With `--against`: checking out, installing and building both versions, logging in to both. */
  comparisonSetupMs: 900_000,
  /** With `--against`: one version's run, without and with `--full`. */
  versionRunMs: 240_000,
  versionRunFullMs: 480_000,
};
