import type { Page } from 'playwright-core';
import { LIMITS, TARGETS } from './config';
import { scrollThrough, type LongTask } from './probes';
import { measured, type Row, type Target } from './report';

const STEP_PX = 600;

export const LONG_TASK_TARGET: Target = {
  max: TARGETS.longTaskMs,
  label: `none > ${TARGETS.longTaskMs} ms`,
};

export async function longTasksSince(page: Page, since: number, until = Infinity) {
  const tasks = await page.evaluate(() => window.__bench?.longTasks ?? []);
  return tasks.filter((task: LongTask) => task.start >= since && task.start <= until);
}

export function longTaskRows(
  id: string,
  label: string,
  tasks: LongTask[],
  detail: string,
  target = LONG_TASK_TARGET,
): Row[] {
  const longest = tasks.reduce((max, task) => Math.max(max, task.duration), 0);
  return [
    measured(`${id}_count`, `${label}: long tasks`, tasks.length, '', undefined, detail),
    measured(`${id}_longest`, `${label}: longest task`, longest, 'ms', target),
  ];
}

/** Scrolls from the top through the loaded posts, one step per frame, and collects long tasks. */
export async function measureScroll(page: Page, loaded: number): Promise<Row[]> {
  const run = await page.evaluate(scrollThrough, { step: STEP_PX, ms: LIMITS.scrollMs });
  const tasks = await longTasksSince(page, run.start, run.end);
  const seconds = (run.end - run.start) / 1000;
  const fps = run.frames / Math.max(seconds, 0.001);
  const detail = `${Math.round(run.distance / 1000)}k px over ${loaded} posts in ${seconds.toFixed(1)} s, ${fps.toFixed(0)} frames/s`;
  return longTaskRows('scroll', 'scrolling', tasks, detail);
}
