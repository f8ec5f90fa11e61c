import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { snacForFile } from './support/snac';
import { logInToSnac } from './support/snac-login';
import { saveScreenshot } from './support/screenshots';

// A real snac2 server: it has no trends, no streaming, no quotes.
const snac = snacForFile();

test('on snac2, Trending says the server does not offer it and the nav leaves it out', async ({
  page,
}) => {
  const trendRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v1/trends/')) {
      trendRequests.push(request.url());
    }
  });
  await logInToSnac(page, snac);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Local' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Trending' })).toHaveCount(0);

  await page.goto('/#/trending');
  await expect(page.getByRole('heading', { level: 1, name: 'Trending' })).toBeVisible();
  await expect(
    page.getByText('This server does not offer trending posts, hashtags or news.'),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'Trending on snac2');
  await saveScreenshot(page, 'snac-trending-not-offered');
  expect(trendRequests).toEqual([]);

  await page.getByRole('link', { name: 'See the local timeline instead' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Local' })).toBeVisible();
  await expect(page.getByText('Hello from a real snac2 server')).toBeVisible();
});

test('on snac2, Filters says the server does not offer them and the nav leaves them out', async ({
  page,
}) => {
  // snac answers GET /api/v2/filters with an empty list but cannot create one (422, HTML).
  const filterWrites: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/v2/filters') && request.method() !== 'GET') {
      filterWrites.push(`${request.method()} ${path}`);
    }
  });
  await logInToSnac(page, snac);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Lists' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Filters' })).toHaveCount(0);

  await page.goto('/#/filters');
  await expect(page.getByRole('heading', { level: 1, name: 'Filters' })).toBeVisible();
  await expect(page.getByText('This server does not offer filters.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New filter' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'Filters on snac2');
  await saveScreenshot(page, 'snac-filters-not-offered');

  // Nor is "Filter this post" offered on a post's menu.
  await page.goto('/#/l');
  await expect(page.getByText('Hello from a real snac2 server')).toBeVisible();
  await page.getByRole('button', { name: 'More' }).first().click();
  await expect(page.getByRole('menuitem', { name: 'Copy link' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Filter this post' })).toHaveCount(0);
  expect(filterWrites).toEqual([]);
});
