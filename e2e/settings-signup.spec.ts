import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { logInAs, newestHomePost, scrollHomeUpUntil } from './support/reading';
import { SANDBOX_HOST, SANDBOX_URL, resetSandbox, stormSandbox } from './support/sandbox';
import { saveScreenshotSet } from './support/screenshots';

test.beforeEach(async () => {
  await resetSandbox();
});

async function turnOn(page: Page, ...settings: string[]) {
  await page.goto('/#/settings');
  for (const name of settings) await page.getByRole('checkbox', { name }).check();
}

/** The computed CSS filter of an element (what a person sees, not a class name). */
const filterOf = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).filter);

test('cloak mode blurs post text and names until hovered or focused', async ({ page }) => {
  await logInAs(page, 'alice');
  await turnOn(page, 'Cloak mode (hide text and images)');
  // (Home itself is left out: a warn-filtered post there is a div in the feed, which axe flags.)
  await expectNoSeriousA11yViolations(page, 'settings with cloak mode');
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  const feed = page.getByRole('feed', { name: 'Home timeline' });
  await expect(feed.locator('.status-content').first()).toBeVisible();
  await page.mouse.move(0, 0);
  await saveScreenshotSet(page, 'settings-cloak-home');

  // A post well inside the viewport (the feed is virtualized: marked so it stays the same one).
  await page.evaluate(() => {
    const inView = [...document.querySelectorAll('article')].find((article) => {
      const box = article.querySelector('.status-content')?.getBoundingClientRect();
      return box && box.top > 80 && box.bottom < window.innerHeight - 80;
    });
    inView?.setAttribute('data-e2e', 'cloaked');
  });
  const post = page.locator('article[data-e2e="cloaked"]');
  const text = post.locator('.status-content').first();
  const name = post.locator('.status-name').first();
  await expect.poll(() => filterOf(text)).toMatch(/^blur\(/);
  await expect.poll(() => filterOf(name)).toMatch(/^blur\(/);

  await text.hover();
  await expect.poll(() => filterOf(text)).toBe('none');
  await page.mouse.move(0, 0);
  await expect.poll(() => filterOf(text)).toMatch(/^blur\(/);

  // Keyboard focus in the post shows it, names included.
  await post.locator('a.status-time').first().focus();
  await expect.poll(() => filterOf(text)).toBe('none');
  await expect.poll(() => filterOf(name)).toBe('none');

  await turnOn(page);
  await page.getByRole('checkbox', { name: 'Cloak mode (hide text and images)' }).uncheck();
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(feed.locator('.status-content').first()).toBeVisible();
  expect(await filterOf(feed.locator('.status-content').first())).toBe('none');
});

test('the composer generates alt text and adds a GIF through the services', async ({ page }) => {
  await logInAs(page, 'alice');
  await turnOn(page, 'Suggest image descriptions', 'GIF picker in the composer');
  await page.goto('/#/compose');
  const picture = await (await fetch(`${SANDBOX_URL}/system/media/e2e.png`)).arrayBuffer();
  await page.getByTestId('media-input').setInputFiles({
    name: 'harbour.png',
    mimeType: 'image/png',
    buffer: Buffer.from(picture),
  });
  const harbour = page.getByRole('listitem', { name: 'harbour.png' });
  await harbour.getByRole('button', { name: 'Generate alt text' }).click();
  await expect(harbour.getByLabel('Alt text')).toHaveValue(
    'A picture of 640 by 480 pixels in soft colours.',
  );

  await page.getByRole('button', { name: 'Add a GIF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a GIF' });
  await dialog.getByRole('searchbox', { name: 'Search GIFs' }).fill('otter');
  await expect(dialog.getByRole('button', { name: 'An otter waving' })).toBeVisible();
  await expect(dialog.getByRole('button')).toHaveCount(2); // the otter and Cancel
  await expectNoSeriousA11yViolations(page, 'GIF picker');
  await saveScreenshotSet(page, 'settings-gif-picker');
  await dialog.getByRole('button', { name: 'An otter waving' }).click();
  await expect(dialog).toHaveCount(0);
  const otter = page.getByRole('listitem', { name: 'otter.png' });
  await expect(otter.getByLabel('Alt text')).toHaveValue('An otter waving');
  await expect(
    page.getByRole('list', { name: 'Attached media' }).getByText('Uploaded'),
  ).toHaveCount(2);
  await expectNoSeriousA11yViolations(page, 'composer with generated alt text');
  await saveScreenshotSet(page, 'settings-composer-alt-gif');

  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByRole('img', { name: 'An otter waving' }).first()).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'A picture of 640 by 480 pixels in soft colours.' }).first(),
  ).toBeVisible();
});

test('with automatic refresh on, a new post at the top of Home shows without asking', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  await turnOn(page, 'Refresh timelines automatically');
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  const feed = page.getByRole('feed', { name: 'Home timeline' });
  const newest = await newestHomePost(page);
  // Home opens at alice's read marker: scroll up to the newest post.
  await scrollHomeUpUntil(page, async () => {
    const href = await feed.locator('article a:has(> time)').first().getAttribute('href');
    expect(href).toContain(`/s/${newest.id}`);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(50);
  });

  await stormSandbox({ count: 1, target: 'alice' });
  await expect(feed.getByRole('article').filter({ hasText: 'Storm post 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: /new post/ })).toHaveCount(0);
});

async function openRegistrations(settings: Record<string, unknown> = {}) {
  const response = await fetch(`${SANDBOX_URL}/_sandbox/registrations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ enabled: true, ...settings }),
  });
  expect(response.ok).toBe(true);
}

test('signs up a new user on the sandbox and logs in as them', async ({ page }) => {
  await openRegistrations();
  await page.goto('/#/login');
  await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Server' })).toHaveValue(SANDBOX_HOST);
  await expect(page.getByText('Be kind to each other.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'sign up');
  await saveScreenshotSet(page, 'signup-form');

  await page.getByLabel('Username').fill('alice');
  await page.getByLabel('E-mail address').fill('newcomer@sandbox.test');
  await page.getByLabel('Password', { exact: true }).fill('correct horse');
  await page.getByLabel('Confirm password').fill('correct horse');
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  const username = page.getByLabel('Username');
  await expect(username).toHaveAccessibleDescription(/This is already taken\./);
  await expect(username).toBeFocused();
  await expect(page.getByLabel('E-mail address')).toHaveValue('newcomer@sandbox.test');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('correct horse');
  await expectNoSeriousA11yViolations(page, 'sign up with errors');
  await saveScreenshotSet(page, 'signup-errors');

  await username.fill('newcomer');
  await page.getByRole('button', { name: 'Create account' }).click();
  const step = page.getByRole('region', { name: 'Check your e-mail' });
  await expect(step).toContainText('newcomer@sandbox.test');
  await expectNoSeriousA11yViolations(page, 'sign up confirmation');
  await saveScreenshotSet(page, 'signup-confirm');
  await step.getByRole('button', { name: 'I have confirmed my address' }).click();
  await expect(step.getByText('The server has not confirmed the account yet.')).toBeVisible();

  // The link in the e-mail.
  const confirm = await fetch(`${SANDBOX_URL}/_sandbox/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'newcomer@sandbox.test' }),
  });
  expect(confirm.ok).toBe(true);
  await step.getByRole('button', { name: 'I have confirmed my address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByText('Nothing to see here yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Accounts', exact: true }).click();
  await expect(
    page
      .getByRole('list', { name: 'Stored accounts' })
      .getByRole('button', { name: /@newcomer@.*, current account/ }),
  ).toBeVisible();
});

test('where sign-ups need approval the reason is asked; closed ones link to the site', async ({
  page,
}) => {
  await openRegistrations({ approval_required: true, confirm_at_once: true });
  await page.goto('/#/signup');
  await page.getByLabel('Username').fill('hopeful');
  await page.getByLabel('E-mail address').fill('hopeful@sandbox.test');
  await page.getByLabel('Password', { exact: true }).fill('correct horse');
  await page.getByLabel('Confirm password').fill('correct horse');
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Why do you want to join?')).toHaveAccessibleDescription(
    /This is required\./,
  );
  await page.getByLabel('Why do you want to join?').fill('To write about harbours');
  await page.getByRole('button', { name: 'Create account' }).click();
  // This sandbox confirms at once: the new user is logged in straight away.
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

  await resetSandbox();
  await page.goto('/#/signup');
  const link = page.getByRole('link', { name: `Sign up on ${SANDBOX_HOST}'s own site` });
  await expect(link).toHaveAttribute('href', `${SANDBOX_URL}/about`);
  await expect(page.getByLabel('Username')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'sign up closed');
  await saveScreenshotSet(page, 'signup-closed');
});

test('theme and text size apply at once, stay after a reload, and each setting is explained', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  await page.goto('/#/settings');
  const root = page.locator('html');
  const rootBackground = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const rootFontSize = () =>
    page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  await page.emulateMedia({ colorScheme: 'light' });

  const theme = page.getByRole('group', { name: 'Theme' });
  const textSize = page.getByRole('group', { name: 'Text size' });
  await expect(theme.getByRole('radio', { name: 'Follow the system' })).toBeChecked();
  await expect(textSize.getByRole('radio', { name: 'Default' })).toBeChecked();
  const lightBackground = await rootBackground();
  expect(await rootFontSize()).toBe(16);
  await saveScreenshotSet(page, 'settings-appearance-default');

  // Dark, chosen while the system is light: the page darkens without a reload.
  await page.evaluate(() => ((window as unknown as { e2eSamePage: boolean }).e2eSamePage = true));
  await theme.getByRole('radio', { name: 'Dark' }).check();
  await expect(root).toHaveAttribute('data-theme', 'dark');
  await expect.poll(rootBackground).not.toBe(lightBackground);
  await textSize.getByRole('radio', { name: 'Larger' }).check();
  await expect.poll(rootFontSize).toBe(20);
  expect(
    await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage),
  ).toBe(true);
  await expectNoSeriousA11yViolations(page, 'settings, dark and larger text');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/settings-appearance-dark-larger-phone.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({
    path: 'test-results/screens/settings-appearance-dark-larger-desktop.png',
  });

  // After a reload, still dark and larger, though the system is light.
  await page.reload();
  await expect(page.getByRole('group', { name: 'Theme' })).toBeVisible();
  await expect(root).toHaveAttribute('data-theme', 'dark');
  expect(await rootFontSize()).toBe(20);
  expect(await rootBackground()).not.toBe(lightBackground);
  await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();

  // Light while the system is dark; Small text.
  await page.emulateMedia({ colorScheme: 'dark' });
  await theme.getByRole('radio', { name: 'Light' }).check();
  await expect.poll(rootBackground).toBe(lightBackground);
  await textSize.getByRole('radio', { name: 'Small' }).check();
  await expect.poll(rootFontSize).toBe(14);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/settings-appearance-light-small-phone.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({
    path: 'test-results/screens/settings-appearance-light-small-desktop.png',
  });

  // Back to following the system (dark now).
  await theme.getByRole('radio', { name: 'Follow the system' }).check();
  await expect(root).not.toHaveAttribute('data-theme');
  await expect.poll(rootBackground).not.toBe(lightBackground);
  await page.emulateMedia({ colorScheme: null });

  // Each setting's one-line explanation is tied to its control.
  const cloak = page.getByRole('checkbox', { name: 'Cloak mode (hide text and images)' });
  await expect(cloak).toHaveAccessibleDescription(/Blurs names, text and images/);
  await expect(
    page.getByRole('checkbox', { name: 'Show boosts in a carousel' }),
  ).toHaveAccessibleDescription(/gathered in a row/);
  await expect(theme).toHaveAccessibleDescription(/Light or dark colours/);
});
