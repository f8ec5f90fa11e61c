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
async function jsBeforeFirstPost(page: Page, at: number): Promise<Row> {
  const files = await scriptsFetchedBefore(page, at);
  const note = `${files.length} file${files.length === 1 ? '' : 's'}`;
  return measured(
    'js_before_first_post',
    'JS fetched before the first post (gzip)',
    gzippedSize(files) / KB,
    'KB',
    {
      max: TARGETS.initialJsKb,
      label: `≤ ${TARGETS.initialJsKb} KB`,
    },
    note,
  );
}

async function firstPostAt(page: Page): Promise<number> {
  await page.waitForFunction(() => (window.__bench?.firstPostAt ?? 0) > 0, null, {
    timeout: LIMITS.step,
    polling: 50,
  });
  return page.evaluate(() => window.__bench.firstPostAt ?? 0);
}

/** Navigation start → first post of Home painted: in a fresh context, then after a reload. */
export async function measureFirstPost(page: Page, appUrl: string): Promise<Row[]> {
  const rows: Row[] = [];
  try {
    await page.goto(appUrl, { waitUntil: 'commit' });
    const at = await firstPostAt(page);
    rows.push(measured('ttfp_cold', 'time to first post, cold', at, 'ms'));
    rows.push(await jsBeforeFirstPost(page, at));
  } catch (error) {
    rows.push(notAvailable('ttfp_cold', 'time to first post, cold', reason(error)));
  }
  try {
    await page.reload({ waitUntil: 'commit' });
    rows.push(measured('ttfp_warm', 'time to first post, warm', await firstPostAt(page), 'ms'));
  } catch (error) {
    rows.push(notAvailable('ttfp_warm', 'time to first post, warm', reason(error)));
  }
  return rows;
}
