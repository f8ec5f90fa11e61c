import type { Page } from 'playwright-core';
import { LIMITS } from './config';
import { measured, notAvailable, reason, type Row } from './report';

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
    rows.push(measured('ttfp_cold', 'time to first post, cold', await firstPostAt(page), 'ms'));
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
