import { expect, type Page } from '@playwright/test';
import type { SnacServer } from './snac';

/** Fills snac's own authorization form, which has no labels: its fields are login and passwd. */
export async function signInOnSnac(page: Page, user: string, password: string): Promise<void> {
  await expect(page.locator('input[name="login"]')).toBeVisible();
  await page.locator('input[name="login"]').fill(user);
  await page.locator('input[name="passwd"]').fill(password);
  await page.locator('input[type="submit"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
}

/** Logs in to snac2 from Petrel's login page (or "Add account"), through snac's OAuth page. */
export async function logInToSnac(
  page: Page,
  snac: SnacServer,
  user = snac.user,
  password = snac.password,
): Promise<void> {
  if (!page.url().includes('#/login')) await page.goto('/#/login');
  await page.getByRole('textbox', { name: 'Instance' }).fill(`http://${snac.host}/`);
  await page.getByRole('button', { name: 'Log in' }).click();
  await signInOnSnac(page, user, password);
}
