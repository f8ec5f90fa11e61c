import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** Screenshots land in test-results/screens/ so they can be looked at after a run. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync('test-results/screens', { recursive: true });
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: false });
}
