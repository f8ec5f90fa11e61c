import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { homeFeed, logInAs, mainNav, sandboxApi, storedToken } from './support/reading';
import type { SandboxStatus } from './support/reading';
import { resetSandbox, sandboxTokenFor } from './support/sandbox';
import { saveScreenshotSet } from './support/screenshots';

test.beforeEach(async () => {
  await resetSandbox();
});

/** The Home entry of a post, found by the link to it (its time). */
function homeEntry(page: Page, id: string): Locator {
  return homeFeed(page)
    .getByRole('article')
    .filter({ has: page.locator(`a[href$="/s/${id}"]`) })
    .first();
}

/**
 * A post of bob's with a word no seeded post has, where alice's Home opens (her read marker is
 * set to it), so it is visible on Home as soon as she logs in.
 */
async function bobsPostOnAlicesHome(text: string): Promise<string> {
  const post = await sandboxApi<SandboxStatus>('/api/v1/statuses', await sandboxTokenFor('bob'), {
    method: 'POST',
    body: JSON.stringify({ status: text, visibility: 'public' }),
  });
  await sandboxApi('/api/v1/markers', await sandboxTokenFor('alice'), {
    method: 'POST',
    body: JSON.stringify({ home: { last_read_id: post.id } }),
  });
  return post.id;
}

async function openFilters(page: Page) {
  await mainNav(page).getByRole('link', { name: 'Filters' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Filters' })).toBeVisible();
  return page.getByRole('list', { name: 'Your filters' });
}

async function backHome(page: Page) {
  await mainNav(page).getByRole('link', { name: 'Home' }).click();
  await expect(homeFeed(page)).toBeVisible();
}

test('a filter made on the Filters screen hides a Home post at once; edited, then deleted', async ({
  page,
}) => {
  const word = 'quokkas';
  const id = await bobsPostOnAlicesHome('Three quokkas were seen on the harbour wall today.');
  await logInAs(page, 'alice');
  await expect(homeEntry(page, id)).toBeVisible();
  // Home is not fetched again (only posts newer than it holds, on return): the posts it holds
  // are filtered where they are.
  const homeRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/timelines/home')) homeRequests.push(request.url());
  });

  const list = await openFilters(page);
  await expect(list.getByRole('article', { name: 'Finale spoilers' })).toContainText(
    'Keywords: finale and spoilers',
  );
  await expectNoSeriousA11yViolations(page, 'Filters');
  await saveScreenshotSet(page, 'filters-list');

  await page.getByRole('button', { name: 'New filter' }).click();
  const form = page.getByRole('form', { name: 'New filter' });
  await form.getByRole('textbox', { name: 'Title' }).fill('Quiet please');
  await form.getByRole('textbox', { name: 'New keyword' }).fill(word);
  await form.getByRole('textbox', { name: 'New keyword' }).press('Enter');
  await expect(form.getByRole('textbox', { name: 'Keyword', exact: true })).toHaveValue(word);
  await form.getByRole('radio', { name: 'Hide completely' }).check();
  await form.getByRole('combobox', { name: 'Expires after' }).selectOption({ label: '1 day' });
  await expect(form.getByRole('radio', { name: 'Blur media' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'New filter');
  await saveScreenshotSet(page, 'filters-form');
  await form.getByRole('button', { name: 'Create filter' }).click();

  const row = list.getByRole('article', { name: 'Quiet please' });
  await expect(row).toContainText(`Keywords: ${word}`);
  await expect(row).toContainText('Hide in Home and lists, Public timelines, and Conversations');
  await expect(row).toContainText('Expires');

  await backHome(page);
  await expect(homeFeed(page).getByRole('article').first()).toBeVisible();
  await expect(homeEntry(page, id)).toHaveCount(0);

  await openFilters(page);
  await page.getByRole('button', { name: 'Edit Quiet please' }).click();
  const edit = page.getByRole('form', { name: 'Edit filter “Quiet please”' });
  await expect(edit.getByRole('combobox', { name: 'Expires after' })).toHaveValue('keep');
  await edit.getByRole('radio', { name: 'Hide behind a warning' }).check();
  await edit.getByRole('button', { name: 'Save filter' }).click();
  await expect(list.getByRole('article', { name: 'Quiet please' })).toContainText('Warn in');

  await backHome(page);
  await expect(homeFeed(page).getByText('Filtered: Quiet please')).toBeVisible();

  await openFilters(page);
  await page.getByRole('button', { name: 'Delete Quiet please' }).click();
  await page.getByRole('button', { name: 'Delete “Quiet please”' }).click();
  await expect(list.getByRole('article', { name: 'Quiet please' })).toHaveCount(0);

  await backHome(page);
  await expect(homeEntry(page, id)).toBeVisible();
  await expect(homeFeed(page).getByText('Filtered: Quiet please')).toHaveCount(0);
  expect(homeRequests.filter((url) => !url.includes('min_id='))).toEqual([]);
});

test('a filter made elsewhere (filters_changed on the stream) applies to the open Home', async ({
  page,
}) => {
  // The account's stream is subscribed before the change is made elsewhere.
  const subscribed = page
    .waitForEvent('websocket', { timeout: 30_000 })
    .then((socket) => socket.waitForEvent('framesent'));
  const word = 'wombats';
  const id = await bobsPostOnAlicesHome('Two wombats asleep in the garden shed.');
  await logInAs(page, 'alice');
  await expect(homeEntry(page, id)).toBeVisible();
  await subscribed;
  await sandboxApi('/api/v2/filters', await storedToken(page), {
    method: 'POST',
    body: JSON.stringify({
      title: 'From another app',
      context: ['home'],
      filter_action: 'hide',
      keywords_attributes: [{ keyword: word, whole_word: true }],
    }),
  });
  await expect(homeEntry(page, id)).toHaveCount(0);
});

test('"Filter this post" from a post\'s menu filters it at once', async ({ page }) => {
  const id = await bobsPostOnAlicesHome('A numbat dug up the whole lawn again.');
  await logInAs(page, 'alice');
  const entry = homeEntry(page, id);
  await entry.getByRole('button', { name: 'More' }).first().click();
  await page.getByRole('menuitem', { name: 'Filter this post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter this post' });
  await expect(dialog.getByRole('radio', { name: 'Finale spoilers' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'A new filter' }).check();
  await dialog.getByRole('textbox', { name: 'Title of the new filter' }).fill('This one');
  await expectNoSeriousA11yViolations(page, 'Filter this post');
  await dialog.getByRole('button', { name: 'Filter post' }).click();
  await expect(dialog).toBeHidden();
  await expect(homeFeed(page).getByText('Filtered: This one')).toBeVisible();
  await expect(homeEntry(page, id)).toHaveCount(0);
  // Focus goes to the notice standing in for the post, not back to the top of the page.
  await expect(
    homeFeed(page)
      .getByRole('article', { name: 'Filtered post' })
      .filter({ hasText: 'Filtered: This one' })
      .getByRole('button', { name: 'Show anyway' }),
  ).toBeFocused();

  const list = await openFilters(page);
  await expect(list.getByRole('article', { name: 'This one' })).toContainText(
    'No keywords · 1 post',
  );
});
