import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { catalog } from './support/catalog';
import { layoutFindings } from './support/layout-checks';
import { logInAs, mainNav, newestPostOf, storedToken } from './support/reading';
import { SANDBOX_HOST } from './support/sandbox';
import { saveScreenshot } from './support/screenshots';
import { READING_SCREENS, YOUR_SCREENS } from './support/screen-list';

/**
 * Every screen of the navigation, the composer (new, reply, quote, media), a thread, a profile
 * and notifications, in English and Arabic, at 1280×900, 1280×720 and 390×844, light and dark:
 * saved as screenshots to look at, and checked for horizontal overflow and clipped text, and at
 * phone size for tap targets under 44×44 px (each list also written beside the screenshots).
 */
const SIZES = [
  { label: 'desktop', width: 1280, height: 900 },
  { label: 'short', width: 1280, height: 720 },
  { label: 'phone', width: 390, height: 844 },
] as const;
const LOCALES = ['en', 'ar'] as const;

type Translate = (message: string) => string;

/** Overflow and clipped text of every screen so far, by screen and size. */
const findings: string[] = [];
/** Controls under 44×44 px to press at phone size, by screen. */
const smallTargets: string[] = [];

async function settle(page: Page, tr: Translate): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status', { name: tr('Loading') })).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Checks the screen at each size and saves it in both themes. */
async function lookAt(page: Page, locale: string, name: string, within?: Locator): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    // Each width has its own navigation (the sidebar, or the tab bar at the foot): measure the
    // one this width shows, not the one the last width left behind.
    const phone = size.label === 'phone';
    await expect(page.locator('.app-tabbed')).toHaveCount(phone ? 1 : 0);
    await expect(
      page.locator(phone ? '.tab-bar' : '.app-header .main-nav a').first(),
    ).toBeVisible();
    if (within) await expect(within).toBeVisible();
    const found = await layoutFindings(page, phone);
    const where = `${locale} ${name} ${size.label}`;
    for (const line of found.overflow) findings.push(`${where} overflow: ${line}`);
    for (const line of found.clipped) findings.push(`${where} clipped: ${line}`);
    for (const line of found.smallTargets) smallTargets.push(`${where}: ${line}`);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await saveScreenshot(page, `screens-${locale}-${name}-${size.label}-${colorScheme}`);
    }
  }
  await page.emulateMedia({ colorScheme: null });
  await page.setViewportSize({ width: SIZES[0].width, height: SIZES[0].height });
}

async function logInIn(page: Page, locale: string): Promise<Translate> {
  await logInAs(page, 'alice');
  if (locale !== 'en') {
    await page.goto('/#/settings');
    await page.locator('#settings-language-select').selectOption(locale);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
  }
  const messages = catalog(locale);
  return (message) => messages.get(message) ?? message;
}

function expectNoFindings(locale: string, group: string): void {
  mkdirSync('test-results/screens', { recursive: true });
  writeFileSync(
    `test-results/screens/findings-${locale}-${group}.txt`,
    findings.map((line) => `${line}\n`).join(''),
  );
  writeFileSync(
    `test-results/screens/small-targets-${locale}-${group}.txt`,
    smallTargets.map((line) => `${line}\n`).join(''),
  );
  expect(findings, `layout findings (${locale}, ${group})`).toEqual([]);
  expect(smallTargets, `tap targets under 44×44 px at phone size (${locale}, ${group})`).toEqual(
    [],
  );
}

test.beforeEach(() => {
  findings.length = 0;
  smallTargets.length = 0;
});

for (const locale of LOCALES) {
  for (const [group, screens] of [
    ['reading', READING_SCREENS],
    ['yours', YOUR_SCREENS],
  ] as const) {
    test(`${locale}: the ${group} screens fit at every size: nothing past the screen or its card, no text cut`, async ({
      page,
    }) => {
      test.setTimeout(600_000);
      const tr = await logInIn(page, locale);
      for (const screen of screens) {
        await page.goto(screen.path);
        await settle(page, tr);
        await lookAt(page, locale, screen.name);
      }
      expectNoFindings(locale, group);
    });
  }

  test(`${locale}: a thread and the composer (new, reply, quote, media) fit at every size`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    const tr = await logInIn(page, locale);
    const bobs = await newestPostOf('bob', await storedToken(page));
    await page.goto(`/#/${SANDBOX_HOST}/s/${bobs.id}`);
    const focused = page.locator('.thread-focus');
    await expect(focused).toBeVisible();
    await lookAt(page, locale, 'thread');

    await focused.getByRole('button', { name: new RegExp(`^${tr('Reply')}`) }).click();
    const reply = page.getByRole('dialog');
    await lookAt(page, locale, 'compose-reply', reply);
    await page.keyboard.press('Escape');
    await expect(reply).toHaveCount(0);

    await focused.getByRole('button', { name: tr('More') }).click();
    await page.getByRole('menuitem', { name: tr('Quote') }).click();
    const quote = page.getByRole('dialog');
    await lookAt(page, locale, 'compose-quote', quote);
    await page.keyboard.press('Escape');
    await expect(quote).toHaveCount(0);

    await page.goto('/#/');
    await settle(page, tr);
    await page
      .getByRole('link', { name: tr('New post') })
      .first()
      .click();
    const compose = page.getByRole('dialog');
    await expect(compose).toBeVisible();
    await lookAt(page, locale, 'compose-new', compose);
    const chooser = page.waitForEvent('filechooser');
    await compose.getByRole('button', { name: tr('Add media') }).click();
    await (
      await chooser
    ).setFiles({ name: 'square.png', mimeType: 'image/png', buffer: squarePng() });
    await expect(
      compose.getByRole('list', { name: tr('Attached media') }).getByRole('listitem'),
    ).toHaveCount(1);
    await lookAt(page, locale, 'compose-media', compose);
    expectNoFindings(locale, 'compose');
  });
}

test('on a phone the menus are pressed as easily: More, a post’s More, the accounts', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tr = await logInIn(page, 'en');
  const phone = SIZES[2];
  await page.setViewportSize({ width: phone.width, height: phone.height });
  await page.goto('/#/');
  await settle(page, tr);
  await expect(page.locator('.tab-bar')).toBeVisible();
  const measure = async (name: string) => {
    const found = await layoutFindings(page, true);
    for (const line of found.smallTargets) smallTargets.push(`en ${name} phone: ${line}`);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await saveScreenshot(page, `screens-en-${name}-phone-${colorScheme}`);
    }
    await page.emulateMedia({ colorScheme: null });
  };

  await mainNav(page).getByRole('button', { name: 'More' }).click();
  const more = page.getByRole('dialog', { name: 'More' });
  await expect(more.getByRole('link', { name: 'Settings' })).toBeVisible();
  await measure('more-menu');
  await page.keyboard.press('Escape');
  await expect(more).toHaveCount(0);

  const post = page.getByRole('main').getByRole('article').first();
  await post.getByRole('button', { name: 'More', exact: true }).click();
  await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeVisible();
  await measure('post-menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  await page.getByRole('button', { name: 'Accounts' }).click();
  await expect(page.getByRole('list', { name: 'Stored accounts' })).toBeVisible();
  await measure('accounts');
  expectNoFindings('en', 'menus');
});

/** A small opaque PNG, enough for a media attachment. */
function squarePng(): Buffer {
  const image = new PNG({ width: 64, height: 64 });
  for (let at = 0; at < image.data.length; at += 4) image.data.set([60, 120, 180, 255], at);
  return PNG.sync.write(image);
}
