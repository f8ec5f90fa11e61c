import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openQuoteOf } from './support/compose';
import {
  logInAs,
  newestPostOf,
  ownPosts,
  sandboxApi,
  type SandboxStatus,
  storedToken,
} from './support/reading';
import { SANDBOX_HOST, SANDBOX_URL, resetSandbox } from './support/sandbox';
import { saveScreenshotSet } from './support/screenshots';

test.beforeEach(async () => {
  await resetSandbox();
  await fetch(`${SANDBOX_URL}/_sandbox/faults`, { method: 'DELETE' });
});

test('n opens the composer; a post with a content warning is made once and opens', async ({
  page,
}) => {
  // bob has no read marker: his Home opens at the newest posts.
  await logInAs(page, 'bob');
  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog', { name: 'New post' });
  await expect(dialog).toBeVisible();
  await page.getByLabel('What is on your mind?').fill('Written in the composer');
  await page.getByRole('button', { name: 'Content warning' }).click();
  await page.getByRole('textbox', { name: 'Content warning' }).fill('A small warning');
  await expect(page.getByText('462 characters left')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Compose');
  await saveScreenshotSet(page, 'compose');
  await page.keyboard.press('Control+Enter');

  // The dialog closes over Home, which shows the new post, and says where it is.
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your post is published.')).toBeVisible();
  await expect(page.locator('main').getByText('A small warning')).toBeVisible();
  await page.getByRole('link', { name: 'View it' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
  await expect(page.locator('main').getByText('A small warning')).toBeVisible();
  const made = await ownPosts(page, 'Written in the composer');
  expect(made).toHaveLength(1);
  expect(made[0].spoiler_text).toBe('A small warning');
});

for (const fault of [
  { name: 'a 502 before the post is made', rule: { type: 'error', status: 502 } },
  { name: 'an answer lost after the post was made', rule: { type: 'malformed_json' } },
]) {
  test(`after ${fault.name}, the draft stays and the retry makes exactly one post`, async ({
    page,
  }) => {
    await logInAs(page, 'alice');
    const added = await fetch(`${SANDBOX_URL}/_sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...fault.rule, match: 'POST /api/v1/statuses', times: 1 }),
    });
    expect(added.ok).toBe(true);
    const text = `Posted once despite ${fault.name}`;
    await page.getByRole('link', { name: 'New post' }).click();
    await page.getByLabel('What is on your mind?').fill(text);
    const post = page.getByRole('dialog').getByRole('button', { name: 'Post', exact: true });
    await post.click();
    await expect(page.getByRole('alert')).toContainText('post again to retry');
    await expect(page.getByLabel('What is on your mind?')).toHaveValue(text);
    await post.click();
    await expect(page.getByText('Your post is published.')).toBeVisible();
    expect(await ownPosts(page, text)).toHaveLength(1);
  });
}

test('Reply on a post opens the composer with the author mentioned and answers that post', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  const token = await storedToken(page);
  const bobs = await newestPostOf('bob', token);
  await page.goto(`/#/${SANDBOX_HOST}/s/${bobs.id}`);
  const focused = page.locator('.thread-focus');
  await focused.getByRole('button', { name: /^Reply/ }).click();
  await expect(page.getByRole('dialog', { name: 'Reply' })).toBeVisible();
  await expect(page.getByText('Replying to @bob')).toBeVisible();
  const text = page.getByLabel('Your reply');
  await expect(text).toHaveValue('@bob ');
  await text.press('End');
  await text.pressSequentially('thanks for this');
  await page.getByRole('dialog').getByRole('button', { name: 'Reply', exact: true }).click();
  // The reply shows in the thread it answers, which stays open.
  await expect(page.getByText('Your post is published.')).toBeVisible();
  await expect(page.locator('main').getByText('thanks for this')).toBeVisible();
  const [reply] = await ownPosts(page, 'thanks for this');
  expect(reply.in_reply_to_id).toBe(bobs.id);
});

/** Whether a draft holding `text` is in IndexedDB (what a reload will find). */
function draftKept(page: Page, text: string) {
  return page.waitForFunction(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('petrel-drafts');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('drafts')) return resolve(false);
          const all = db.transaction('drafts', 'readonly').objectStore('drafts').getAll();
          all.onerror = () => resolve(false);
          all.onsuccess = () =>
            resolve(
              (all.result as { state?: { text?: string } }[]).some((draft) =>
                draft.state?.text?.includes(wanted),
              ),
            );
        };
      }),
    text,
  );
}

test('a reload in the middle of writing finds the draft as it was', async ({ page }) => {
  await logInAs(page, 'alice');
  await page.getByRole('link', { name: 'New post' }).click();
  await page.getByLabel('What is on your mind?').fill('Kept through a reload');
  await page.getByRole('combobox', { name: 'Visibility' }).selectOption('unlisted');
  await draftKept(page, 'Kept through a reload');
  await page.reload();
  await page.getByRole('link', { name: 'New post' }).click();
  await expect(page.getByLabel('What is on your mind?')).toHaveValue('Kept through a reload');
  await expect(page.getByRole('combobox', { name: 'Visibility' })).toHaveValue('unlisted');
  // The Drafts screen lists it and opens it again.
  await page.goto('/#/drafts');
  const drafts = page.getByRole('list', { name: 'Drafts' });
  await expect(drafts.getByText('Kept through a reload')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Drafts');
  await saveScreenshotSet(page, 'drafts');
  await drafts.getByRole('link', { name: 'Open' }).click();
  await expect(page.getByLabel('What is on your mind?')).toHaveValue('Kept through a reload');
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
  await page.getByRole('link', { name: 'New post' }).click();
  await expect(page.getByRole('dialog', { name: 'New post' })).toBeVisible();
  await expect(page.getByLabel('What is on your mind?')).toHaveValue('');
  await page.keyboard.press('Escape');
  await page.goto('/#/drafts');
  await expect(page.getByText(/^No drafts/)).toBeVisible();
});

test('an own post deleted from its menu is gone from the server and says so where it was open', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  const token = await storedToken(page);
  const post = await sandboxApi<SandboxStatus>('/api/v1/statuses', token, {
    method: 'POST',
    body: JSON.stringify({ status: 'A post to delete from its menu' }),
  });
  await page.goto(`/#/${SANDBOX_HOST}/s/${post.id}`);
  const focused = page.locator('.thread-focus');
  await expect(focused.getByText('A post to delete from its menu')).toBeVisible();
  await focused.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
  const question = page.getByRole('alertdialog', { name: /^Delete this post\?/ });
  await question.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('This post has been deleted.')).toBeVisible();
  await expect(focused.getByText('A post to delete from its menu')).toHaveCount(0);
  const gone = await fetch(`${SANDBOX_URL}/api/v1/statuses/${post.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(gone.status).toBe(404);
});

test('Quote from a post menu writes a quote of it, in its language, with who may quote', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  const token = await storedToken(page);
  const bobs = await newestPostOf('bob', token);
  const dialog = await openQuoteOf(page, bobs.id);
  await page.getByLabel('What is on your mind?').fill('Worth reading');
  // Who may quote is among the composer's less used choices, under More.
  await dialog.getByRole('button', { name: 'More options' }).click();
  await dialog.getByRole('combobox', { name: 'Who can quote' }).selectOption('nobody');
  await dialog.getByRole('button', { name: 'More options' }).click();
  await dialog.getByRole('button', { name: /^Language:/ }).click();
  await dialog.getByRole('searchbox', { name: 'Search languages' }).fill('deutsch');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Language: Deutsch' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Quote composer');
  await saveScreenshotSet(page, 'compose-quote');
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByText('Your post is published.')).toBeVisible();
  const [quote] = await ownPosts(page, 'Worth reading');
  expect(quote).toMatchObject({ language: 'de', quote: { quoted_status: { id: bobs.id } } });
  expect(
    (quote as unknown as { quote_approval: { automatic: string[] } }).quote_approval.automatic,
  ).toEqual([]);
});

test('Escape asks before closing the composer over what is written, and Discard forgets it', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  await page.keyboard.press('c');
  await page.getByLabel('What is on your mind?').fill('Not sure about this');
  await page.keyboard.press('Escape');
  const question = page.getByRole('alertdialog', { name: 'Close the composer?' });
  await expect(question).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Close question');
  await saveScreenshotSet(page, 'compose-close-question');
  await question.getByRole('button', { name: 'Keep as draft' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.keyboard.press('n');
  await expect(page.getByLabel('What is on your mind?')).toHaveValue('Not sure about this');
  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Discard' }).click();
  await page.keyboard.press('n');
  await expect(page.getByLabel('What is on your mind?')).toHaveValue('');
});
