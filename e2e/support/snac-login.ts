import { expect, type Page } from '@playwright/test';
import type { SnacServer } from './snac';

/** Logs in to snac2 through its own OAuth page, as e2e/snac-smoke.spec.ts does. */
export async function logInToSnac(page: Page, snac: SnacServer): Promise<void> {
  await page.goto('/#/login');
  await page.getByRole('textbox', { name: 'Instance' }).fill(`http://${snac.host}/`);
  await page.getByRole('button', { name: 'Log in' }).click();
  // snac's authorization form has no labels; its fields are named login and passwd.
  await expect(page.locator('input[name="login"]')).toBeVisible();
  await page.locator('input[name="login"]').fill(snac.user);
  await page.locator('input[name="passwd"]').fill(snac.password);
  await page.locator('input[type="submit"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
}
