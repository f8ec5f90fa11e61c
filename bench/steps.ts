import type { BrowserContext, Page } from 'playwright-core';
import { reason, type Row } from './report';

const startedAt = Date.now();

export function secondsSinceStart(): number {
  return Math.round((Date.now() - startedAt) / 100) / 10;
}

export function log(message: string): void {
  console.log(`[bench ${secondsSinceStart().toFixed(1).padStart(5)}s] ${message}`);
}

/** Runs one measurement; if it throws or overruns, its rows read n/a with the reason. */
export async function step(
  name: string,
  ms: number,
  fallbackRows: (why: string) => Row[],
  run: () => Promise<Row[]>,
): Promise<Row[]> {
  log(name);
  let timer: NodeJS.Timeout | undefined;
  const overrun = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} took over ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([run(), overrun]);
  } catch (error) {
    return fallbackRows(reason(error));
  } finally {
    clearTimeout(timer);
  }
}

export async function inNewPage(context: BrowserContext, run: (page: Page) => Promise<Row[]>) {
  const page = await context.newPage();
  try {
    return await run(page);
  } finally {
    await page.close().catch(() => undefined);
  }
}
