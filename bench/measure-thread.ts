import type { Page } from 'playwright-core';
import { heapAndDom } from './browser';
import { LIMITS, TARGETS } from './config';
import { measured, notAvailable, reason, type Row, type Target } from './report';
import { findBigThread } from './sandbox-api';

const METRIC = 'open 1000-reply thread';
const TARGET: Target = { max: TARGETS.threadOpenMs, label: `≤ ${TARGETS.threadOpenMs} ms` };

/** The time the second article of the post page (its first reply) is laid out, polled per frame. */
function firstReplyVisible(): number {
  const articles = document.querySelectorAll('main article');
  const reply = articles[1];
  return reply && reply.getBoundingClientRect().height > 0 ? performance.now() : 0;
}

function contextResponseEnd(): number {
  const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
    (entry) => /\/api\/v1\/statuses\/[^/]+\/context/.test(entry.name),
  );
  return entries.length ? entries[entries.length - 1].responseEnd : 0;
}

/** From the /context response arriving to the first reply on screen, on a freshly opened post page. */
export async function measureThread(
  page: Page,
  appUrl: string,
  sandboxUrl: string,
): Promise<Row[]> {
  const thread = await findBigThread(sandboxUrl);
  if (!thread) return [notAvailable('thread_open', METRIC, 'thread not found in #tides', TARGET)];
  const contextResponse = page
    .waitForResponse((response) => response.url().includes(`/statuses/${thread.id}/context`), {
      timeout: LIMITS.step,
    })
    .catch(() => null);
  await page.goto(`${appUrl}#/s/${thread.id}`);
  const response = await contextResponse;
  if (!response) {
    return [notAvailable('thread_open', METRIC, 'post page never requested /context', TARGET)];
  }
  let replyAt: number;
  try {
    const handle = await page.waitForFunction(firstReplyVisible, null, {
      polling: 'raf',
      timeout: LIMITS.step,
    });
    replyAt = await handle.jsonValue();
  } catch (error) {
    return [notAvailable('thread_open', METRIC, `no reply shown: ${reason(error)}`, TARGET)];
  }
  const responseEnd = await page.evaluate(contextResponseEnd);
  const body = (await response.json().catch(() => null)) as { descendants?: unknown[] } | null;
  const replies = body?.descendants?.length ?? thread.replies_count;
  const { dom } = await heapAndDom(page);
  const rows = [
    measured('thread_open', METRIC, replyAt - responseEnd, 'ms', TARGET, `${replies} replies`),
    measured('thread_dom', 'DOM elements, thread open', dom, ''),
  ];
  if (!responseEnd)
    rows[0] = notAvailable('thread_open', METRIC, 'no resource timing for /context', TARGET);
  return rows;
}
