import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousA11yViolations } from './support/axe';
import { findPublicStatus, logInAs, newestPostOf, storedToken } from './support/reading';
import { resetSandbox, SANDBOX_HOST } from './support/sandbox';
import { SIZES } from './support/screenshots';
import { READING_SCREENS, YOUR_SCREENS } from './support/screen-list';

/**
 * No serious or critical axe violation on any screen of the navigation, a thread and the
 * composer (new, reply, quote), at 1280×900 and 390×844, in the light and the dark theme: as the
 * system sets it and as chosen in Settings. Logged out, the public Local screen and the "Log in
 * to take part" choice too. The violations of all screens are listed together at the end.
 */

const SCHEMES = ['light', 'dark'] as const;

/** Violations found so far in the test, each headed by its screen, size and theme. */
const found: string[] = [];

test.beforeEach(async () => {
  found.length = 0;
  await resetSandbox();
});

test.afterEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: null });
});

async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
}

async function check(page: Page, where: string, coloursOnly: boolean): Promise<void> {
  for (const line of await seriousA11yViolations(page, { coloursOnly })) {
    found.push(`${where}: ${line}`);
  }
}

/**
 * Checks the screen at both sizes, in the system's light and dark themes: every rule once at
 * each size (desktop light, phone dark), and colour contrast, all a theme changes, in the other
 * theme of each size.
 */
async function checkEverywhere(page: Page, name: string, within?: Locator): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    if (within) await expect(within).toBeVisible();
    const everyRuleIn = size.label === 'phone' ? 'dark' : 'light';
    for (const colorScheme of SCHEMES) {
      await page.emulateMedia({ colorScheme });
      await check(page, `${name} ${size.label} ${colorScheme}`, colorScheme !== everyRuleIn);
    }
  }
  await page.setViewportSize({ width: SIZES[0].width, height: SIZES[0].height });
}

function expectNoneFound(): void {
  expect(found, 'serious or critical axe violations').toEqual([]);
}

for (const [group, screens] of [
  ['first half of the reading', READING_SCREENS.slice(0, 4)],
  ['second half of the reading', READING_SCREENS.slice(4)],
  ['first half of your', YOUR_SCREENS.slice(0, 7)],
  ['second half of your', YOUR_SCREENS.slice(7)],
] as const) {
  test(`the ${group} screens are axe-clean at both sizes, light and dark`, async ({ page }) => {
    await logInAs(page, 'alice');
    for (const screen of screens) {
      await page.goto(screen.path);
      await settle(page);
      await checkEverywhere(page, screen.name);
    }
    expectNoneFound();
  });
}

test('a thread and the composer (new, reply, quote) are axe-clean at both sizes, light and dark', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  const bobs = await newestPostOf('bob', await storedToken(page));
  await page.goto(`/#/${SANDBOX_HOST}/s/${bobs.id}`);
  const focused = page.locator('.thread-focus');
  await expect(focused).toBeVisible();
  await settle(page);
  await checkEverywhere(page, 'thread');

  await focused.getByRole('button', { name: /^Reply/ }).click();
  const reply = page.getByRole('dialog');
  await checkEverywhere(page, 'compose-reply', reply);
  await page.keyboard.press('Escape');
  await expect(reply).toHaveCount(0);

  await focused.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Quote' }).click();
  const quote = page.getByRole('dialog');
  await checkEverywhere(page, 'compose-quote', quote);
  await page.keyboard.press('Escape');
  await expect(quote).toHaveCount(0);

  await page.goto('/#/');
  await settle(page);
  await page.getByRole('link', { name: 'New post' }).first().click();
  const compose = page.getByRole('dialog');
  await checkEverywhere(page, 'compose-new', compose);
  expectNoneFound();
});

test('the theme chosen in Settings is axe-clean against the system’s other one', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  for (const [theme, system] of [
    ['Dark', 'light'],
    ['Light', 'dark'],
  ] as const) {
    await page.emulateMedia({ colorScheme: system });
    await page.goto('/#/settings');
    await settle(page);
    await page.getByRole('radio', { name: theme }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme.toLowerCase());
    for (const path of ['/#/settings', '/#/notifications']) {
      await page.goto(path);
      await settle(page);
      for (const size of SIZES) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await check(page, `${path} ${size.label}, ${theme} chosen, system ${system}`, true);
      }
      await page.setViewportSize({ width: SIZES[0].width, height: SIZES[0].height });
    }
  }
  expectNoneFound();
});

test('logged out, the public Local screen and the log-in choice are axe-clean', async ({
  page,
}) => {
  await page.goto('/#/l');
  await settle(page);
  await checkEverywhere(page, 'logged-out local');

  const post = await findPublicStatus((s) => !s.reblog && !s.spoiler_text);
  await page.goto(`/#/${SANDBOX_HOST}/s/${post.id}`);
  const like = page.locator('article.status-focus').getByRole('button', { name: /^Like/ });
  await like.click();
  const choice = page.getByRole('dialog', { name: 'Log in to take part' });
  await checkEverywhere(page, 'log-in choice', choice);
  expectNoneFound();
});
