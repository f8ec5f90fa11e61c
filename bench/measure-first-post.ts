import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { gzippedSize } from './build';
import { LIMITS, TARGETS } from './config';
import { measured, notAvailable, reason, type Row } from './report';

const KB = 1024;

/** The app's own scripts whose request started before the first post was painted. */
async function scriptsFetchedBefore(page: Page, at: number): Promise<string[]> {
  return page.evaluate(
    (until) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= until)
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'))
        .map((url) => url.pathname.replace(/^\//, '')),
    at,
  );
}

/** Counted from the network: every script fetched before the first post, gzip-compressed as served. */
async function jsBeforeFirstPost(page: Page, at: number, outDir: string): Promise<Row> {
  const files = await scriptsFetchedBefore(page, at);
  const note = `${files.length} file${files.length === 1 ? '' : 's'}`;
  return measured(
    'js_before_first_post',
    'JS fetched before the first post (gzip)',
    gzippedSize(outDir, files) / KB,
    'KB',
    {
      max: TARGETS.firstPostJsKb,
      label: `≤ ${TARGETS.firstPostJsKb} KB`,
    },
    note,
  );
}

/** How the rows of one profile are named, and how long its first post may take. */
export interface FirstPostProfile {
  idSuffix: string;
  labelSuffix: string;
  timeoutMs: number;
  /** Also count the JS fetched before the first post. */
  countScripts: boolean;
}

export const DESKTOP: FirstPostProfile = {
  idSuffix: '',
  labelSuffix: '',
  timeoutMs: LIMITS.step,
  countScripts: true,
};

async function firstPostAt(page: Page, timeout: number): Promise<number> {
  await page.waitForFunction(() => (window.__bench?.firstPostAt ?? 0) > 0, null, {
    timeout,
    polling: 50,
  });
  return page.evaluate(() => window.__bench.firstPostAt ?? 0);
}

/** Opens Home in `page` and waits for its first post, without measuring (when the first-post step is skipped). */
export async function openHome(page: Page, appUrl: string): Promise<void> {
  await page.goto(appUrl, { waitUntil: 'commit' });
  await firstPostAt(page, DESKTOP.timeoutMs);
}

/** A version's service worker registers once the first screen has settled; this waits until it is active. */
async function serviceWorkerActive(page: Page, timeout: number): Promise<void> {
  const active = await page.evaluate(
    (ms) =>
      Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
      ]),
    timeout,
  );
  if (!active) throw new Error(`the service worker was not active within ${timeout} ms`);
}

/**
 * Navigation start → first post of Home painted: in a fresh context, then after a reload (the
 * code in the HTTP cache), then, for a version with a service worker, after another reload once
 * that worker is active (a second visit). The scripts counted are read from `outDir`, the build
 * the page was served from.
 */
export async function measureFirstPost(
  page: Page,
  appUrl: string,
  outDir: string,
  profile = DESKTOP,
): Promise<Row[]> {
  const rows: Row[] = [];
  const name = (load: 'cold' | 'warm' | 'warm_sw', label: string) =>
    [
      `ttfp_${load}${profile.idSuffix}`,
      `time to first post, ${label}${profile.labelSuffix}`,
    ] as const;
  const cold = name('cold', 'cold');
  const warm = name('warm', 'warm');
  const second = name('warm_sw', 'second visit (service worker)');
  try {
    await page.goto(appUrl, { waitUntil: 'commit' });
    const at = await firstPostAt(page, profile.timeoutMs);
    rows.push(measured(...cold, at, 'ms'));
    if (profile.countScripts) rows.push(await jsBeforeFirstPost(page, at, outDir));
  } catch (error) {
    rows.push(notAvailable(...cold, reason(error)));
  }
  const reloaded = async (row: readonly [string, string]) => {
    try {
      await page.reload({ waitUntil: 'commit' });
      rows.push(measured(...row, await firstPostAt(page, profile.timeoutMs), 'ms'));
    } catch (error) {
      rows.push(notAvailable(...row, reason(error)));
    }
  };
  await reloaded(warm);
  if (!existsSync(join(outDir, 'sw.js'))) {
    rows.push(notAvailable(...second, 'this build has no service worker'));
    return rows;
  }
  try {
    await serviceWorkerActive(page, profile.timeoutMs);
  } catch (error) {
    rows.push(notAvailable(...second, reason(error)));
    return rows;
  }
  await reloaded(second);
  return rows;
}
