import { expect, test } from '@playwright/test';
import { SANDBOX_HOST } from './support/sandbox';
import { snacForFile } from './support/snac';
import { logInToSnac } from './support/snac-login';

// snac2 offers no translation (none in its instance answer) and marks every post English.
const snac = snacForFile();

test.beforeAll(() => {
  snac.addUser('bob', 'Hello from bob on a real snac2 server');
});

test('on snac2, posts are translated through the translation instance, never the server', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/translate') || request.url().includes('/_services/lingva/')) {
      asked.push(new URL(request.url()).host);
    }
  });
  await logInToSnac(page, snac);
  const own = page
    .getByRole('region', { name: 'Home timeline' })
    .getByRole('article')
    .filter({ hasText: 'Hello from a real snac2 server' });
  await expect(own).toBeVisible();
  const bobsProfile = `/#/${snac.host}/a/@bob`;
  await page.goto(bobsProfile);
  const post = page
    .getByRole('main')
    .getByRole('article')
    .filter({ hasText: 'Hello from bob on a real snac2 server' });
  await expect(post).toBeVisible();
  // English posts are not offered to a reader of English.
  await expect(post.getByRole('button', { name: 'Translate' })).toHaveCount(0);

  await page.goto('/#/settings');
  await page.getByRole('combobox', { name: 'Translate posts into' }).selectOption('fr');
  // One's own posts are never offered a translation.
  await page.goto('/#/');
  await expect(own).toBeVisible();
  await expect(own.getByRole('button', { name: 'Translate' })).toHaveCount(0);
  await page.goto(bobsProfile);
  await post.getByRole('button', { name: 'Translate' }).click();
  const translation = post.getByRole('region', { name: 'Translation' });
  await expect(translation).toContainText(`Translated from English by ${SANDBOX_HOST}`);
  await expect(translation).toContainText('[en→fr] Hello from bob on a real snac2 server');
  expect(asked).toEqual([SANDBOX_HOST]);
});
