import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { findTaggedStatus, logInAs } from './support/reading';
import { SANDBOX_HOST, resetSandbox } from './support/sandbox';
import { saveScreenshotSet } from './support/screenshots';

test.beforeEach(async () => {
  await resetSandbox();
});

const FRENCH = 'Bonjour tout le monde';
const GERMAN = 'Guten Morgen! Der Hafen ist heute ruhig.';

function postWith(page: Page, text: string) {
  return page.getByRole('main').getByRole('article').filter({ hasText: text }).first();
}

async function openPost(page: Page, text: string) {
  const status = await findTaggedStatus('polyglot', (s) => s.content.includes(text));
  await page.goto(`/#/${SANDBOX_HOST}/s/${status.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
  return postWith(page, text);
}

async function openSettings(page: Page) {
  await page.goto('/#/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

test('alice translates a French post into English through her server', async ({ page }) => {
  await logInAs(page, 'alice');
  const post = await openPost(page, FRENCH);
  const asked = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/translate'),
  );
  await post.getByRole('button', { name: 'Translate' }).click();
  expect((await asked).postDataJSON()).toEqual({ lang: 'en' });
  const translation = post.getByRole('region', { name: 'Translation' });
  await expect(translation).toContainText('Translated from French by Sandbox');
  await expect(translation).toContainText('[fr→en]');
  await expect(translation).toContainText(FRENCH);
  // The original stays above its translation.
  await expect(post.locator('.status-content').first()).toContainText(FRENCH);
  await expectNoSeriousA11yViolations(page, 'a post with its translation');
  await saveScreenshotSet(page, 'translation-post');
});

test('short German posts are translated as they scroll into view, once', async ({ page }) => {
  await logInAs(page, 'alice');
  await openSettings(page);
  await page.getByRole('checkbox', { name: 'Translate posts automatically' }).check();
  const translations: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/translate') || request.url().includes('/_services/lingva/')) {
      translations.push(request.url());
    }
  });
  await page.goto(`/#/${SANDBOX_HOST}/t/polyglot`);
  const german = postWith(page, GERMAN);
  const translation = german.getByRole('region', { name: 'Translation' });
  await expect(translation).toContainText('Translated from German by Sandbox');
  await expect(translation).toContainText('[de→en]');
  // The longer French post waits to be asked.
  const french = postWith(page, FRENCH);
  await expect(french.getByRole('button', { name: 'Translate' })).toBeVisible();
  await expect(french.getByRole('region', { name: 'Translation' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'a hashtag with an automatic translation');
  await saveScreenshotSet(page, 'translation-auto-inline');
  // Back on the timeline, the translation comes from the cache.
  await page.goto('/#/settings');
  await page.goBack();
  await expect(postWith(page, GERMAN).getByRole('region', { name: 'Translation' })).toBeVisible();
  expect(translations).toHaveLength(1);
});

test('a hidden language is not offered for translation', async ({ page }) => {
  await logInAs(page, 'alice');
  await openSettings(page);
  const hidden = page.getByRole('group', { name: 'Never offer to translate' });
  await hidden.getByRole('checkbox', { name: 'German' }).check();
  await expectNoSeriousA11yViolations(page, 'translation settings');
  await page.getByRole('heading', { name: 'Translation' }).scrollIntoViewIfNeeded();
  await saveScreenshotSet(page, 'translation-settings');
  await page.goto(`/#/${SANDBOX_HOST}/t/polyglot`);
  await expect(postWith(page, FRENCH).getByRole('button', { name: 'Translate' })).toBeVisible();
  await expect(postWith(page, GERMAN)).toBeVisible();
  await expect(postWith(page, GERMAN).getByRole('button', { name: 'Translate' })).toHaveCount(0);
});

test('logged out, a post is translated through the translation instance', async ({ page }) => {
  const post = await openPost(page, FRENCH);
  await post.getByRole('button', { name: 'Translate' }).click();
  const translation = post.getByRole('region', { name: 'Translation' });
  await expect(translation).toContainText(`Translated from French by ${SANDBOX_HOST}`);
  await expect(translation).toContainText(
    '[fr→en] Hello all the world ! The harbour is calm this morning',
  );
  await saveScreenshotSet(page, 'translation-logged-out');
});

test('the composer translates one’s own text before posting, and undoes it', async ({ page }) => {
  await logInAs(page, 'alice');
  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog', { name: 'New post' });
  const text = dialog.getByLabel('What is on your mind?');
  await text.fill('Guten Morgen! Der Hafen ist heute ruhig.');
  await dialog.getByRole('button', { name: 'Translate into English' }).click();
  const preview = dialog.getByRole('region', { name: 'Translation into English' });
  await expect(preview).toContainText('[de→en] Good morning! The harbour is today calm.');
  await expect(text).toHaveValue('Guten Morgen! Der Hafen ist heute ruhig.');
  await expectNoSeriousA11yViolations(page, 'composer with a translation');
  await saveScreenshotSet(page, 'translation-composer');
  await preview.getByRole('button', { name: 'Replace my text with the translation' }).click();
  await expect(text).toHaveValue('[de→en] Good morning! The harbour is today calm.');
  await dialog.getByRole('button', { name: 'Undo translation' }).click();
  await expect(text).toHaveValue('Guten Morgen! Der Hafen ist heute ruhig.');
});
