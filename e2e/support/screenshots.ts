import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** Screenshots land in test-results/screens/ so they can be looked at after a run. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync('test-results/screens', { recursive: true });
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: false });
}

/** The two screen sizes every screen is looked at in. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/** The same sizes as a list, each with its label (desktop first). */
export const SIZES = Object.entries(VIEWPORTS).map(([label, size]) => ({ label, ...size }));

/** The screen as it is now, at desktop and phone sizes, light and dark; the viewport is restored. */
export async function saveScreenshotSet(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize();
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await saveScreenshot(page, `${name}-${size.label}-${colorScheme}`);
    }
  }
  await page.emulateMedia({ colorScheme: null });
  if (viewport) await page.setViewportSize(viewport);
}
