import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { logInAs } from './support/reading';
import { resetSandbox } from './support/sandbox';
import { saveScreenshot, VIEWPORTS } from './support/screenshots';

test.beforeEach(async () => {
  await resetSandbox();
});

/** The composer at #/compose, and every confirmation it asks for (there should be none). */
async function openComposer(page: Page) {
  const confirmations: string[] = [];
  page.on('dialog', (dialog) => {
    confirmations.push(dialog.message());
    void dialog.dismiss();
  });
  await logInAs(page, 'alice');
  await page.goto('/#/compose');
  await expect(page.getByRole('heading', { level: 1, name: 'Compose' })).toBeVisible();
  const text = page.getByRole('combobox', { name: 'What is on your mind?' });
  await expect(text).toBeFocused();
  return { text, confirmations };
}

test('@ali suggests alice, the keyboard chooses her, Escape closes the list only', async ({
  page,
}) => {
  const { text, confirmations } = await openComposer(page);
  await text.pressSequentially('Hello @ali');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  const alice = list.getByRole('option').filter({ hasText: '@alice' });
  await expect(alice).toBeVisible();
  await expect(text).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('status').filter({ hasText: /suggestions?, up and down/ }),
  ).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, 'Compose with suggestions');

  // The exact match is first and active: Enter chooses it.
  await expect(list.getByRole('option').first()).toContainText('@alice');
  await expect(text).toHaveAttribute('aria-activedescendant', (await alice.getAttribute('id'))!);
  await text.press('ArrowDown');
  await text.press('ArrowUp');
  await text.press('Enter');
  await expect(text).toHaveValue('Hello @alice ');
  await expect(list).toBeHidden();
  await expect(text).toHaveAttribute('aria-expanded', 'false');

  // Escape closes the list, keeps the text and never reaches the composer's discard question.
  await text.pressSequentially('and @bo');
  await expect(list.getByRole('option').filter({ hasText: '@bob' })).toBeVisible();
  await text.press('Escape');
  await expect(list).toBeHidden();
  await expect(text).toHaveValue('Hello @alice and @bo');
  await expect(page.getByRole('heading', { level: 1, name: 'Compose' })).toBeVisible();
  expect(confirmations).toEqual([]);
  // Typing on opens it again.
  await text.pressSequentially('b');
  await expect(list.getByRole('option').filter({ hasText: '@bob' })).toBeVisible();
});

test('#bir suggests #birds with its use, Tab chooses it; :pet suggests the custom emoji, a click chooses it', async ({
  page,
}) => {
  const { text } = await openComposer(page);
  await text.pressSequentially('About #bir');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option', { name: /#birds/ })).toContainText('in the past days');
  await text.press('Tab');
  await expect(text).toHaveValue('About #birds ');
  await expect(text).toBeFocused();

  await text.pressSequentially('so :pet');
  const petrel = list.getByRole('option', { name: ':petrel:' });
  await expect(petrel).toBeVisible();
  await expect(petrel.locator('img')).toHaveAttribute('src', /^http/);
  await petrel.click();
  await expect(text).toHaveValue('About #birds so :petrel: ');
  await expect(text).toBeFocused();
});

test('the emoji picker inserts a custom emoji and a standard one at the caret', async ({
  page,
}) => {
  const { text, confirmations } = await openComposer(page);
  await text.pressSequentially('Hi there');
  await text.press('Home');
  for (let i = 0; i < 2; i++) await text.press('ArrowRight');

  const open = page.getByRole('button', { name: 'Emoji' });
  await open.click();
  const picker = page.getByRole('dialog', { name: 'Emoji' });
  // The server's custom emojis by category, then Unicode's groups.
  const groups = picker.getByRole('group', { name: 'Emoji groups' });
  await expect(picker.getByRole('list', { name: 'Custom emojis' })).toBeVisible();
  await groups.getByRole('button', { name: 'Birds' }).click();
  await expect(picker.getByRole('button', { name: ':petrel:' })).toBeVisible();
  await groups.getByRole('button', { name: 'People and body' }).click();
  await expect(picker.getByRole('button', { name: 'waving hand', exact: true })).toBeVisible();
  await saveScreenshot(page, 'compose-emoji-picker-standard');
  await expectNoSeriousA11yViolations(page, 'Compose with the emoji picker');
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('petr');
  await picker.getByRole('button', { name: ':petrel:' }).click();
  await expect(picker).toBeHidden();
  await expect(text).toBeFocused();
  await expect(text).toHaveValue('Hi :petrel: there');

  await open.click();
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('waving hand');
  // From the search field into the grid with the arrows, and Enter chooses.
  await page.keyboard.press('ArrowDown');
  await expect(picker.getByRole('button', { name: 'waving hand', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(text).toBeFocused();
  await expect(text).toHaveValue('Hi :petrel: 👋there');

  // Escape closes the picker only.
  await open.click();
  await expect(picker).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(open).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: 'Compose' })).toBeVisible();
  expect(confirmations).toEqual([]);
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`${name}: screenshots of the suggestions and the emoji picker`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const { text } = await openComposer(page);
    await text.pressSequentially('Morning @a');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list.getByRole('option').nth(2)).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await saveScreenshot(page, `compose-autocomplete-${name}-${colorScheme}`);
    }
    await expectNoSeriousA11yViolations(page, `suggestions (${name}, dark)`);
    await text.press('Escape');

    await page.getByRole('button', { name: 'Emoji' }).click();
    const picker = page.getByRole('dialog', { name: 'Emoji' });
    await expect(picker.getByRole('button', { name: ':party:' })).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await saveScreenshot(page, `compose-emoji-picker-${name}-${colorScheme}`);
    }
    await expectNoSeriousA11yViolations(page, `emoji picker (${name}, dark)`);
  });
}
