import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { accountId, logInAs, mainNav, sandboxApi, storedToken } from './support/reading';
import { resetSandbox } from './support/sandbox';
import { saveScreenshotSet } from './support/screenshots';

test.beforeEach(async () => {
  await resetSandbox();
});

async function openShortcuts(page: Page) {
  await mainNav(page).getByRole('link', { name: 'Shortcuts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shortcuts' })).toBeVisible();
}

async function addShortcut(page: Page, kind: string, fill?: { label: string; value: string }) {
  await page.getByLabel('Shortcut to').selectOption({ label: kind });
  if (fill) await page.getByLabel(fill.label).fill(fill.value);
  await page.getByRole('button', { name: 'Add shortcut' }).click();
  await expect(page.getByRole('status').getByText('Shortcut added.')).toBeVisible();
}

function shortcutNames(page: Page) {
  return page.getByRole('list', { name: 'Your shortcuts' }).getByRole('listitem').getByRole('link');
}

const scrollTop = (column: Locator) => column.evaluate((element) => element.scrollTop);

/** The data-index of the post row holding focus, and the column region it is in. */
function focusedRow(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    return {
      index: active?.closest<HTMLElement>('[data-index]')?.dataset.index ?? null,
      column: active?.closest('[data-feed-scroller]')?.getAttribute('aria-label') ?? null,
    };
  });
}

test('shortcuts are added, reordered and shown as columns that scroll on their own', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  await openShortcuts(page);
  await expect(page.getByText(/^0 of at most 12 shortcuts\./)).toBeVisible();
  await addShortcut(page, 'Home');
  await addShortcut(page, 'Hashtags', {
    label: 'Hashtags (up to 5, separated by spaces)',
    value: '#photography',
  });
  await addShortcut(page, 'Notifications');
  await expect(shortcutNames(page)).toHaveText(['Home', '#photography', 'Notifications']);

  // The same place twice is refused.
  await page.getByLabel('Shortcut to').selectOption({ label: 'Home' });
  await page.getByRole('button', { name: 'Add shortcut' }).click();
  await expect(page.getByRole('alert')).toHaveText('This shortcut is already in the list.');

  // Reordering by keyboard: the moved row's button keeps focus.
  await page.getByRole('button', { name: 'Move Notifications up' }).focus();
  await page.keyboard.press('Enter');
  await expect(shortcutNames(page)).toHaveText(['Home', 'Notifications', '#photography']);
  await expect(page.getByRole('button', { name: 'Move Notifications up' })).toBeFocused();

  await expectNoSeriousA11yViolations(page, 'Shortcuts');
  await saveScreenshotSet(page, 'shortcuts');

  await page.getByRole('radio', { name: 'Columns side by side (on Home)' }).check();
  await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click();
  const columns = {
    home: page.getByRole('region', { name: 'Home column' }),
    notifications: page.getByRole('region', { name: 'Notifications column' }),
    tag: page.getByRole('region', { name: '#photography column' }),
  };
  for (const column of Object.values(columns))
    await expect(column.getByRole('article').first()).toBeVisible();
  await expect(columns.home.getByRole('feed', { name: 'Home' })).toBeVisible();
  await expect(columns.tag.getByRole('feed', { name: '#photography' })).toBeVisible();

  // Scrolling one column leaves the others, and the window, where they were.
  const before = {
    notifications: await scrollTop(columns.notifications),
    tag: await scrollTop(columns.tag),
  };
  await columns.home.hover();
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    expect(await scrollTop(columns.home)).toBeGreaterThan(300);
  }).toPass({ timeout: 10_000 });
  expect(await scrollTop(columns.notifications)).toBe(before.notifications);
  expect(await scrollTop(columns.tag)).toBe(before.tag);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // j and k move within the column holding focus, and scroll only it.
  const homeTop = await scrollTop(columns.home);
  await columns.tag.focus();
  await page.keyboard.press('j');
  await expect.poll(() => focusedRow(page)).toEqual({ index: '0', column: '#photography column' });
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expect.poll(() => focusedRow(page)).toEqual({ index: '2', column: '#photography column' });
  await page.keyboard.press('k');
  await expect.poll(() => focusedRow(page)).toEqual({ index: '1', column: '#photography column' });
  expect(await scrollTop(columns.home)).toBe(homeTop);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // A post opened from a column: Back returns focus to it, in its column.
  await page.keyboard.press('o');
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
  await page.goBack();
  await expect.poll(() => focusedRow(page)).toEqual({ index: '1', column: '#photography column' });

  await expectNoSeriousA11yViolations(page, 'Columns');
  await saveScreenshotSet(page, 'shortcuts-columns');
});

test('shortcuts as a floating button menu and as a tab bar', async ({ page }) => {
  await logInAs(page, 'alice');
  await openShortcuts(page);
  await addShortcut(page, 'Bookmarks');
  await addShortcut(page, 'Local or Federated of an instance');
  await page.getByRole('radio', { name: 'A floating button with a menu' }).check();

  const button = page.getByRole('button', { name: 'Shortcuts' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Bookmarks' }).last()).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'Floating shortcuts menu');
  await saveScreenshotSet(page, 'shortcuts-float');
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await page.locator('.shortcuts-float-panel').getByRole('link', { name: 'Federated' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Federated' })).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await openShortcuts(page);
  await page.getByRole('radio', { name: 'A tab bar' }).check();
  await expect(button).toHaveCount(0);
  const tabs = page.getByRole('navigation', { name: 'Shortcuts' });
  await expect(tabs.getByRole('link')).toHaveText(['Bookmarks', 'Federated']);
  await tabs.getByRole('link', { name: 'Bookmarks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookmarks' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Bookmarks' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoSeriousA11yViolations(page, 'Shortcut tabs');
  await saveScreenshotSet(page, 'shortcuts-tabs');
});

test('shortcuts travel through the private note on one’s own account', async ({ page }) => {
  await logInAs(page, 'alice');
  const token = await storedToken(page);
  const ownId = await accountId('alice');
  const setNote = (comment: string) =>
    sandboxApi(`/api/v1/accounts/${ownId}/note`, token, {
      method: 'POST',
      body: JSON.stringify({ comment }),
    });
  const readNote = async () =>
    (await sandboxApi<{ note: string }[]>(`/api/v1/accounts/relationships?id[]=${ownId}`, token))[0]
      .note;
  await setNote('Remember the meetup.');

  await openShortcuts(page);
  await addShortcut(page, 'Home');
  await addShortcut(page, 'Hashtags', {
    label: 'Hashtags (up to 5, separated by spaces)',
    value: 'photography birds',
  });
  await page
    .getByRole('checkbox', { name: 'Import and export shortcuts through the server' })
    .check();
  await page.getByRole('button', { name: 'Export to the server' }).click();
  await expect(page.getByText('Shortcuts saved to your private note.')).toBeVisible();
  const note = await readNote();
  expect(note.startsWith('Remember the meetup.\n\n')).toBe(true);
  expect(note).toContain('photography');

  for (const name of ['Home', '#photography #birds'])
    await page.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(page.getByText(/^No shortcuts yet\./)).toBeVisible();
  await page.getByRole('button', { name: 'Import from the server' }).click();
  await expect(page.getByText('Shortcuts imported from your private note.')).toBeVisible();
  await expect(shortcutNames(page)).toHaveText(['Home', '#photography #birds']);
  expect(await readNote()).toBe(note);

  await setNote(
    '--- petrel shortcuts v1 ---\n{"shortcuts":[{"type":"nope"}]}\n--- end of petrel shortcuts ---',
  );
  await page.getByRole('button', { name: 'Import from the server' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid settings format');
  await expect(shortcutNames(page)).toHaveText(['Home', '#photography #birds']);
});
