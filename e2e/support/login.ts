import { expect, type Page } from '@playwright/test';

/** Fills the sandbox's own OAuth pages as a person would: log in, then authorize. */
export async function signInOnSandbox(page: Page, username: string, password = `${username}-pass`) {
  await expect(page.getByRole('heading', { name: 'Log in to the sandbox' })).toBeVisible();
  await page.getByLabel('Username or email address').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function authorizeOnSandbox(page: Page) {
  await expect(page.getByRole('heading', { name: /^Authorize / })).toBeVisible();
  await page.getByRole('button', { name: 'Authorize' }).click();
}
