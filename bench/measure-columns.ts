import type { Page } from 'playwright-core';
import { heapAndDom } from './browser';
import { COLUMNS, LIMITS, USER } from './config';
import { longTaskRows, longTasksSince } from './measure-scroll';
import { measured, notAvailable, type Row } from './report';
import { waitFor } from './wait';

/** Nine live columns: Home, Local, Federated, Notifications, Mentions and four hashtags. */
const SHORTCUTS = [
  { type: 'home' },
  { type: 'public', local: true },
  { type: 'public', local: false },
  { type: 'hashtag', tags: ['storm'], media: false },
  { type: 'notifications' },
  { type: 'mentions' },
  { type: 'hashtag', tags: ['photography'], media: false },
  { type: 'hashtag', tags: ['birds'], media: false },
  { type: 'hashtag', tags: ['baking'], media: false },
];

/** Stores the columns as the Shortcuts screen would: the shortcuts, and the columns view mode. */
function storeColumns(shortcuts: unknown[]): boolean {
  type Stored = { instanceURL: string; info: { id: string } };
  const [account] = JSON.parse(localStorage.getItem('petrel:accounts') ?? '[]') as Stored[];
  if (!account) return false;
  const scope = `${account.instanceURL}:${account.info.id}`;
  const settingsKey = `petrel:settings:${scope}`;
  const settings = JSON.parse(localStorage.getItem(settingsKey) ?? '{}') as object;
  localStorage.setItem(
    settingsKey,
    JSON.stringify({ ...settings, shortcutsViewMode: 'multi-column', shortcutsColumnsMode: true }),
  );
  localStorage.setItem(`petrel:shortcuts:${scope}`, JSON.stringify(shortcuts));
  return true;
}

/** How many columns have loaded: they show posts, or say there are none yet (#storm). */
function filledColumns(): number {
  return [...document.querySelectorAll('[data-feed-scroller]')].filter((column) =>
    column.querySelector('[data-index], .empty'),
  ).length;
}

/**
 * Home as 9 columns of live timelines, each with its own stream; the sandbox then publishes a
 * stream of posts (half of them mentioning alice, all tagged #storm) spread over a few seconds:
 * long tasks while they arrive, then heap and DOM size.
 */
export async function measureColumns(page: Page, appUrl: string, sandboxUrl: string) {
  let frames = 0;
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (/"event":"(update|notification)"/.test(String(payload))) frames++;
    }),
  );
  await page.goto(appUrl);
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  if (!(await page.evaluate(storeColumns, SHORTCUTS)))
    return [notAvailable('columns', 'columns', 'no stored account')];
  await page.reload();
  const filled = await waitFor(
    async () => (await page.evaluate(filledColumns)) >= SHORTCUTS.length,
    20_000,
    200,
  );
  if (!filled) {
    const count = await page.evaluate(filledColumns);
    return [notAvailable('columns', 'columns', `only ${count} of 9 columns had loaded`)];
  }
  await page.waitForTimeout(1_000);
  const since = await page.evaluate(() => performance.now());
  const response = await fetch(`${sandboxUrl}/_sandbox/storm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      count: COLUMNS.posts,
      target: USER,
      kind: 'mixed',
      interval_ms: COLUMNS.intervalMs,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok)
    return [notAvailable('columns', 'columns', `/_sandbox/storm answered ${response.status}`)];
  await page.waitForTimeout(COLUMNS.posts * COLUMNS.intervalMs + LIMITS.stormSettleMs);
  const tasks = await longTasksSince(page, since);
  const { heapMb, dom } = await heapAndDom(page);
  const label = `9 columns, ${COLUMNS.posts} streamed posts`;
  return [
    ...longTaskRows('columns', label, tasks, `${frames} stream events received`),
    measured('columns_heap', `${label}: JS heap`, Math.round(heapMb * 10) / 10, 'MB'),
    measured('columns_dom', `${label}: DOM elements`, dom, ''),
  ] satisfies Row[];
}
