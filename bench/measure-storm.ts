import type { Page } from 'playwright-core';
import { heapAndDom } from './browser';
import { LIMITS, STORM_COUNT, USER } from './config';
import { loadFeedUntil, scrollFeedTo } from './probes';
import { measured, notAvailable, type Row, type Target } from './report';
import { startStorm } from './sandbox-api';
import { longTaskRows, longTasksSince } from './measure-scroll';
import { waitFor } from './wait';

const SCROLL_DOWN_PX = 3000;
const STORM_METRIC = 'storm';
const VIEWPORT_METRIC = 'storm: top post moved by';
const STAYS: Target = { max: 1, label: '≤ 1 px' };

interface Anchor {
  key: string;
  top: number;
}

/** The first article whose top is inside the viewport, identified by its post link. */
function topVisibleArticle(): Anchor | null {
  for (const article of document.querySelectorAll('main article')) {
    const top = article.getBoundingClientRect().top;
    const key = article.querySelector('a[href*="/s/"]')?.getAttribute('href');
    if (top >= 0 && top < innerHeight && key) return { key, top };
  }
  return null;
}

function articleTop(key: string): number | null {
  for (const article of document.querySelectorAll('main article')) {
    if (article.querySelector('a[href*="/s/"]')?.getAttribute('href') === key)
      return article.getBoundingClientRect().top;
  }
  return null;
}

/**
 * With Home scrolled down, the sandbox publishes a burst of posts to alice's Home over streaming:
 * long tasks, DOM size, and whether the post at the top of the viewport stayed put.
 */
export async function measureStorm(
  page: Page,
  appUrl: string,
  sandboxUrl: string,
  subscriptions: () => number,
): Promise<Row[]> {
  let frames = 0;
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"update"')) frames++;
    }),
  );
  const before = subscriptions();
  await page.goto(appUrl);
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  await page.evaluate(loadFeedUntil, { target: 100, ms: 10_000 });
  await page.evaluate(scrollFeedTo, SCROLL_DOWN_PX);
  if (!(await waitFor(() => subscriptions() > before, 10_000))) {
    return [notAvailable('storm', STORM_METRIC, 'Home opened no streaming subscription')];
  }
  await page.waitForTimeout(500);
  const anchor = await page.evaluate(topVisibleArticle);
  const since = await page.evaluate(() => performance.now());
  const storm = await startStorm(sandboxUrl, USER, STORM_COUNT);
  if (!storm.ok) return [notAvailable('storm', STORM_METRIC, storm.reason)];
  const received = await waitFor(() => frames >= STORM_COUNT, 10_000);
  await page.waitForTimeout(LIMITS.stormSettleMs);
  const tasks = await longTasksSince(page, since);
  const { dom } = await heapAndDom(page);
  const detail = `${frames}/${STORM_COUNT} updates received${received ? '' : ' (not all)'}`;
  const rows = [
    ...longTaskRows('storm', `storm of ${STORM_COUNT}`, tasks, detail),
    measured('storm_dom', `storm of ${STORM_COUNT}: DOM elements after`, dom, ''),
  ];
  if (!anchor) {
    rows.push(
      notAvailable(
        'storm_viewport',
        VIEWPORT_METRIC,
        'no article at the top of the viewport',
        STAYS,
      ),
    );
    return rows;
  }
  const after = await page.evaluate(articleTop, anchor.key);
  rows.push(
    after === null
      ? {
          ...notAvailable(
            'storm_viewport',
            VIEWPORT_METRIC,
            'top post scrolled out of the DOM',
            STAYS,
          ),
          verdict: 'fail',
        }
      : measured('storm_viewport', VIEWPORT_METRIC, Math.abs(after - anchor.top), 'px', STAYS),
  );
  return rows;
}
