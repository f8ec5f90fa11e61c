/**
 * `npm run bench`: builds Petrel against an in-process sandbox at scale, drives Debian's Chromium
 * through it and prints performance figures. It measures; it is not a test, so it exits 0 whatever
 * the figures are, and rows it cannot measure read "n/a (reason)".
 */
import { cpus, loadavg, totalmem } from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { startSandbox, type SandboxInstance } from '../sandbox/server';
import { launchChromium, freshContext, logIn, savedLogin } from './browser';
import { buildApp, previewUrl, serveApp } from './build';
import { UNMEASURED, UNMEASURED_IN_BROWSER } from './fallback-rows';
import { measureBundle } from './measure-bundle';
import { measureColumns } from './measure-columns';
import { measureComposer } from './measure-composer';
import { HOST, LIMITS, RESULTS_FILE, SANDBOX_SCALE } from './config';
import { measureFeed } from './measure-feed';
import { measureFirstPost } from './measure-first-post';
import { measureNotifications } from './measure-notifications';
import { measureScroll } from './measure-scroll';
import { measureStorm } from './measure-storm';
import { measureThread } from './measure-thread';
import { printTable, reason, writeResults, type Row } from './report';

const startedAt = Date.now();
/** Other work on the machine skews timings: the 1-minute load average is recorded with the results. */
const loadAtStart = loadavg()[0];
const rows: Row[] = [];
const notes: string[] = [];
let sandbox: SandboxInstance | undefined;
let server: PreviewServer | undefined;
let browser: Browser | undefined;
let chromiumVersion = 'unknown';

function log(message: string): void {
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1).padStart(5);
  console.log(`[bench ${seconds}s] ${message}`);
}

/** Runs one measurement; if it throws or overruns, its rows read n/a with the reason. */
async function step(
  name: string,
  ms: number,
  fallbackRows: (why: string) => Row[],
  run: () => Promise<Row[]>,
): Promise<void> {
  log(name);
  let timer: NodeJS.Timeout | undefined;
  const overrun = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} took over ${ms / 1000} s`)), ms);
  });
  try {
    rows.push(...(await Promise.race([run(), overrun])));
  } catch (error) {
    rows.push(...fallbackRows(reason(error)));
  } finally {
    clearTimeout(timer);
  }
}

async function inNewPage(context: BrowserContext, run: (page: Page) => Promise<Row[]>) {
  const page = await context.newPage();
  try {
    return await run(page);
  } finally {
    await page.close().catch(() => undefined);
  }
}

async function measureInBrowser(appUrl: string, instance: string): Promise<void> {
  browser = await launchChromium();
  chromiumVersion = browser.version();
  let loginState: Awaited<ReturnType<typeof savedLogin>> | undefined;
  await step('log in as alice', 60_000, UNMEASURED_IN_BROWSER, async () => {
    const context = await freshContext(browser!);
    await logIn(await context.newPage(), appUrl, instance);
    loginState = await savedLogin(context);
    await context.close();
    return [];
  });
  if (!loginState) return;

  // First, in a context of its own: Home then opens at its newest posts with 1000 behind them,
  // not at the reading position (the server's marker) the scrolling step leaves near the end.
  const composerContext = await freshContext(browser, loginState);
  await step('open the composer and type', 100_000, UNMEASURED.composer, () =>
    inNewPage(composerContext, (composerPage) => measureComposer(composerPage, appUrl)),
  );
  await composerContext.close();

  const context: BrowserContext = await freshContext(browser, loginState);
  const page: Page = await context.newPage();
  await step('time to first post', 40_000, UNMEASURED.firstPost, () =>
    measureFirstPost(page, appUrl),
  );
  let loaded = 0;
  await step('load 800 and 5000 posts', 140_000, UNMEASURED.feed, async () => {
    const feed = await measureFeed(page);
    loaded = feed.loaded;
    notes.push(...feed.notes);
    return feed.rows;
  });
  await step('scroll through the loaded posts', LIMITS.scrollMs + 20_000, UNMEASURED.scroll, () =>
    measureScroll(page, loaded),
  );
  await page.close();
  await step('open the 1000-reply thread', 40_000, UNMEASURED.thread, () =>
    inNewPage(context, (threadPage) => measureThread(threadPage, appUrl, sandbox!.url)),
  );
  await step('streaming storm', 60_000, UNMEASURED.storm, () =>
    inNewPage(context, (stormPage) =>
      measureStorm(stormPage, appUrl, sandbox!.url, () => sandbox!.streamingSubscriptions()),
    ),
  );
  await step('1000 notifications and a storm of 200', 120_000, UNMEASURED.notifications, () =>
    inNewPage(context, (notificationsPage) =>
      measureNotifications(notificationsPage, appUrl, sandbox!.url),
    ),
  );
  // Last: it changes alice's stored view mode to columns.
  await step('9 columns of live timelines', 80_000, UNMEASURED.columns, () =>
    inNewPage(context, (columnsPage) => measureColumns(columnsPage, appUrl, sandbox!.url)),
  );
  await context.close();
}

async function measureAll(): Promise<void> {
  log(`starting the sandbox at scale ${SANDBOX_SCALE}`);
  try {
    sandbox = await startSandbox({ host: HOST, port: 0, scale: SANDBOX_SCALE });
  } catch (error) {
    rows.push(...UNMEASURED_IN_BROWSER(`the sandbox did not start: ${reason(error)}`));
    return;
  }
  const instance = new URL(sandbox.url).host;
  let built = false;
  await step('build Petrel', 120_000, UNMEASURED.bundle, async () => {
    await buildApp(instance);
    built = true;
    return measureBundle();
  });
  if (!built) {
    rows.push(...UNMEASURED_IN_BROWSER('the build failed'));
    return;
  }
  server = await serveApp();
  const appUrl = previewUrl(server);
  log(`Petrel at ${appUrl}, sandbox at ${sandbox.url}`);
  await measureInBrowser(appUrl, instance);
}

async function cleanUp(): Promise<void> {
  await Promise.allSettled([browser?.close(), server?.close(), sandbox?.close()]);
}

function report(): void {
  const results = {
    date: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - startedAt) / 100) / 10,
    machine: {
      cores: cpus().length,
      cpu: cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(totalmem() / 2 ** 30),
      loadAverage: { atStart: loadAtStart, atEnd: loadavg()[0] },
    },
    node: process.version,
    chromium: chromiumVersion,
    sandboxScale: SANDBOX_SCALE,
    rows,
    notes,
  };
  writeResults(RESULTS_FILE, results);
  console.log('');
  printTable(rows);
  for (const note of notes) console.log(`note: ${note}`);
  console.log(
    `\n${results.durationSeconds} s, ${results.machine.cores} cores (load ${loadAtStart.toFixed(1)} → ${loadavg()[0].toFixed(1)}), Node ${results.node}, Chromium ${chromiumVersion}, sandbox scale ${SANDBOX_SCALE}`,
  );
  console.log(`results written to ${RESULTS_FILE}`);
}

const watchdog = setTimeout(() => {
  console.error(`bench: stopped after ${LIMITS.wholeRunMs / 1000} s`);
  notes.push('the run hit its overall time limit');
  void cleanUp().finally(() => {
    report();
    process.exit(0);
  });
}, LIMITS.wholeRunMs);

let exitCode = 0;
try {
  await measureAll();
} catch (error) {
  console.error('bench: the harness broke:', error);
  exitCode = 1;
} finally {
  clearTimeout(watchdog);
  await cleanUp();
  report();
}
process.exit(exitCode);
