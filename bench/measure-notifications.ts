import type { Page } from 'playwright-core';
import { heapAndDom } from './browser';
import { LIMITS, NOTIFICATIONS, TARGETS, USER } from './config';
import { longTaskRows, longTasksSince } from './measure-scroll';
import { loadFeedUntil } from './probes';
import { measured, notAvailable, type Row } from './report';
import { startStorm } from './sandbox-api';
import { waitFor } from './wait';

/** A loaded machine takes a while for 1000 notifications. */
const LOAD_MS = 50_000;

async function loadNotifications(page: Page, target: number): Promise<number> {
  const deadline = Date.now() + LOAD_MS;
  let loaded = 0;
  while (loaded < target && Date.now() < deadline) {
    const state = await page.evaluate(loadFeedUntil, { target, ms: 3_000 });
    loaded = state.attribute ?? state.seen;
    if (state.complete) break;
  }
  return loaded;
}

/**
 * Alice gets enough mentions for 1000 notifications (a storm of posts mentioning her, made before
 * the screen opens); Notifications is loaded to 1000 and its heap and DOM read; then, with the
 * screen open at the top, a storm of 200 more streams in and the long tasks are collected.
 */
export async function measureNotifications(
  page: Page,
  appUrl: string,
  sandboxUrl: string,
): Promise<Row[]> {
  const rows: Row[] = [];
  // Counted from the page's first socket on (the stream stays open across screens).
  let frames = 0;
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"notification"')) frames++;
    }),
  );
  const made = await startStorm(sandboxUrl, USER, NOTIFICATIONS.extra, 'notifications');
  if (!made.ok) return [notAvailable('notifications_heap', 'notifications', made.reason)];
  await page.waitForTimeout(2_000);

  await page.goto(`${appUrl}#/notifications`);
  await page.waitForSelector('[role="feed"] article', { timeout: LIMITS.step });
  const loaded = await loadNotifications(page, NOTIFICATIONS.loaded);
  const { heapMb, dom } = await heapAndDom(page);
  const detail = `${loaded} notifications loaded`;
  rows.push(
    measured(
      'notifications_heap',
      `JS heap, ${NOTIFICATIONS.loaded} notifications`,
      heapMb,
      'MB',
      { max: TARGETS.heapAt5000Mb, label: `< ${TARGETS.heapAt5000Mb} MB` },
      detail,
    ),
    measured(
      'notifications_dom',
      `DOM elements, ${NOTIFICATIONS.loaded} notifications`,
      dom,
      '',
      { max: TARGETS.domAt5000, label: `< ${TARGETS.domAt5000}` },
      detail,
    ),
  );

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(1_000);
  const before = frames;
  const since = await page.evaluate(() => performance.now());
  const storm = await startStorm(sandboxUrl, USER, NOTIFICATIONS.storm, 'notifications');
  if (!storm.ok)
    return [
      ...rows,
      notAvailable('notification_storm_longest', 'notification storm', storm.reason),
    ];
  // Mentions from people alice mutes or her policy filters are not streamed. The storm is
  // over when no notification has arrived for 2 s.
  await waitFor(() => frames > before, 10_000);
  let seen = -1;
  while (seen !== frames) {
    seen = frames;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  await page.waitForTimeout(LIMITS.stormSettleMs);
  const tasks = await longTasksSince(page, since);
  const arrived = frames - before;
  if (arrived === 0) {
    const why = 'no streamed notification arrived';
    return [...rows, notAvailable('notification_storm_longest', 'notification storm', why)];
  }
  const stormDetail = `${arrived} streamed of ${NOTIFICATIONS.storm} mentions made`;
  rows.push(
    ...longTaskRows(
      'notification_storm',
      `notification storm of ${NOTIFICATIONS.storm}`,
      tasks,
      stormDetail,
    ),
  );
  return rows;
}
