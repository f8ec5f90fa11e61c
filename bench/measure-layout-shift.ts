import type { Page } from 'playwright-core';
import { LIMITS, TARGETS } from './config';
import { summarizeShifts, type LayoutShift } from './layout-shift';
import { measured, notAvailable, reason, type Row, type Target } from './report';
import { log } from './steps';

/** Logs the largest shifts of a measurement and what moved, to find where they come from. */
function logLargest(metric: string, shifts: readonly LayoutShift[]): void {
  const largest = [...shifts].sort((a, b) => b.value - a.value).slice(0, 3);
  for (const shift of largest) {
    if (shift.value < 0.001) continue;
    const input = shift.hadRecentInput ? ', after input' : '';
    log(
      `${metric}: ${shift.value.toFixed(3)} at ${Math.round(shift.start)} ms${input}: ${(shift.sources ?? []).join('; ')}`,
    );
  }
}

const TARGET: Target = { max: TARGETS.layoutShift, label: `≤ ${TARGETS.layoutShift}` };
/** A screen has settled once no layout shift came for this long (bounded by `SETTLE_MAX_MS`). */
const QUIET_MS = 1000;
const SETTLE_MAX_MS = 6000;

/** In the page: waits until no layout shift came for `quietMs`, at most `maxMs`; whether it did. */
async function settle(arg: { quietMs: number; maxMs: number }): Promise<boolean> {
  const start = performance.now();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const shifts = window.__bench.layoutShifts;
    const last = Math.max(start, shifts.at(-1)?.start ?? 0);
    const now = performance.now();
    if (now - last >= arg.quietMs) return true;
    if (now - start >= arg.maxMs) return false;
  }
}

/** In the page: the screen titled `heading` is shown with at least one post or notification in view. */
function screenShown(heading: string): boolean {
  if (document.querySelector('main h1')?.textContent?.trim() !== heading) return false;
  for (const article of document.querySelectorAll('main article')) {
    const rect = article.getBoundingClientRect();
    if (rect.height > 0 && rect.bottom > 0 && rect.top < innerHeight) return true;
  }
  return false;
}

/**
 * In the page: a point on the first post in view that opens it when clicked, away from its links,
 * buttons, media and other controls (a click there keeps its own meaning).
 */
function postBodyPoint(): { x: number; y: number } | null {
  const controls =
    'a[href], button, input, select, textarea, label, summary, video, audio, iframe, img, ' +
    '[role="button"], [role="link"], [role="menu"], dialog, .media, .media-grid, .poll';
  for (const article of document.querySelectorAll('main [role="feed"] article')) {
    const rect = article.getBoundingClientRect();
    if (rect.top < 0 || rect.bottom > innerHeight) continue;
    for (let y = rect.top + 8; y < rect.bottom - 4; y += 8) {
      for (let x = rect.left + 8; x < rect.right - 4; x += 16) {
        const target = document.elementFromPoint(x, y);
        if (target?.closest('article') === article && !target.closest(controls)) return { x, y };
      }
    }
  }
  return null;
}

async function shiftsBetween(page: Page, from: number, to: number): Promise<LayoutShift[]> {
  const shifts = await page.evaluate(() => window.__bench.layoutShifts);
  return shifts.filter((shift) => shift.start >= from && shift.start <= to);
}

const now = (page: Page) => page.evaluate(() => performance.now());

async function showScreen(page: Page, heading: string): Promise<boolean> {
  await page.waitForFunction(screenShown, heading, { timeout: LIMITS.step, polling: 'raf' });
  return page.evaluate(settle, { quietMs: QUIET_MS, maxMs: SETTLE_MAX_MS });
}

/**
 * The layout shift while `run` goes from one screen to another and waits for it to settle. A page
 * load counts from its navigation start, since `run` opens a new document. After clicks, a second
 * row gives what the score leaves out: the shifts within 500 ms of a click.
 */
async function shiftRows(
  page: Page,
  id: string,
  metric: string,
  run: () => Promise<boolean>,
  { pageLoad = false } = {},
): Promise<Row[]> {
  const afterInput = [`${id}_after_input`, `${metric}, within 500 ms of a click`] as const;
  try {
    const from = pageLoad ? 0 : await now(page);
    const settled = await run();
    const shifts = await shiftsBetween(page, from, await now(page));
    logLargest(metric, shifts);
    const summary = summarizeShifts(shifts);
    const windows = `${summary.windows} window${summary.windows === 1 ? '' : 's'}`;
    const note = [
      `sum ${summary.sum.toFixed(3)} in ${windows}`,
      settled ? '' : `still shifting after ${SETTLE_MAX_MS / 1000} s`,
    ];
    const rows = [measured(id, metric, summary.cls, '', TARGET, note.filter(Boolean).join(', '))];
    if (!pageLoad)
      rows.push(measured(...afterInput, summary.excluded, '', undefined, 'left out above'));
    return rows;
  } catch (error) {
    const rows = [notAvailable(id, metric, reason(error), TARGET)];
    if (!pageLoad) rows.push(notAvailable(...afterInput, reason(error)));
    return rows;
  }
}

/**
 * Cumulative layout shift (largest session window, shifts after input left out) on the first load
 * of Home, while going Home → Local → Notifications → Home through the main navigation, and while
 * opening a post from Home. Each lasts until its screen shows content and no shift came for 1 s.
 */
export async function measureLayoutShift(page: Page, appUrl: string): Promise<Row[]> {
  const rows: Row[] = [];
  rows.push(
    ...(await shiftRows(
      page,
      'cls_home_load',
      'layout shift, first load of Home',
      async () => {
        await page.goto(appUrl, { waitUntil: 'commit' });
        return showScreen(page, 'Home');
      },
      { pageLoad: true },
    )),
  );
  const nav = page.getByRole('navigation', { name: 'Main' });
  rows.push(
    ...(await shiftRows(
      page,
      'cls_navigation',
      'layout shift, Home → Local → Notifications → Home',
      async () => {
        let settled = true;
        for (const [link, heading] of [
          [/^Local$/, 'Local'],
          [/^Notifications/, 'Notifications'],
          [/^Home$/, 'Home'],
        ] as const) {
          await nav.getByRole('link', { name: link }).click();
          settled = (await showScreen(page, heading)) && settled;
        }
        return settled;
      },
    )),
  );
  rows.push(
    ...(await shiftRows(
      page,
      'cls_open_post',
      'layout shift, opening a post from Home',
      async () => {
        if (!(await page.evaluate(screenShown, 'Home'))) throw new Error('Home is not shown');
        const point = await page.evaluate(postBodyPoint);
        if (!point) throw new Error('no post on Home to click');
        await page.mouse.click(point.x, point.y);
        return showScreen(page, 'Post');
      },
    )),
  );
  return rows;
}
