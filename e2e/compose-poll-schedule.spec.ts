import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { logInAs, ownPosts, sandboxApi, type SandboxStatus, storedToken } from './support/reading';
import { SANDBOX_HOST, SANDBOX_URL, resetSandbox } from './support/sandbox';
import { saveScreenshot, saveScreenshotSet, VIEWPORTS } from './support/screenshots';

test.beforeEach(async () => {
  await resetSandbox();
  await fetch(`${SANDBOX_URL}/_sandbox/faults`, { method: 'DELETE' });
});

/** Desktop and phone, light and dark: `{name}-{viewport}-{scheme}.png`. */
async function screenshots(page: Page, name: string) {
  for (const [viewport, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await saveScreenshot(page, `${name}-${viewport}-${colorScheme}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(VIEWPORTS.desktop);
}

interface SandboxPoll {
  multiple: boolean;
  options: { title: string; votes_count: number | null }[];
}

const postsOfAlice = (page: Page, text: string) =>
  ownPosts<SandboxStatus & { poll: SandboxPoll | null }>(page, text);

interface SandboxScheduled {
  id: string;
  scheduled_at: string;
  params: { text: string };
}

async function scheduledOfAlice(page: Page, text: string) {
  const token = await storedToken(page);
  const all = await sandboxApi<SandboxScheduled[]>('/api/v1/scheduled_statuses?limit=40', token);
  return all.filter((scheduled) => scheduled.params.text.includes(text));
}

/** A `datetime-local` value `aheadMs` from now in the browser's time zone, and its instant. */
function localTimeAhead(page: Page, aheadMs: number) {
  return page.evaluate((ahead) => {
    const date = new Date(Date.now() + ahead);
    date.setSeconds(0, 0);
    const pad = (n: number) => String(n).padStart(2, '0');
    const value = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
    const shown = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      date,
    );
    return { value, iso: date.toISOString(), shown };
  }, aheadMs);
}

const DAY = 86_400_000;

test('a post with a content warning and a poll is found on Home and through the API', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  await page.getByRole('link', { name: 'New post' }).click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  const text = composer.getByLabel('What is on your mind?');
  await text.fill('Tea, coffee or water? #pollcheck');
  await composer.getByRole('button', { name: 'Content warning' }).click();
  await composer.getByRole('textbox', { name: 'Content warning' }).fill('Beverage talk');
  await composer.getByRole('button', { name: 'Add a poll' }).click();
  await composer.getByRole('textbox', { name: 'Choice 1' }).fill('Tea');
  await composer.getByRole('textbox', { name: 'Choice 2' }).fill('Coffee');
  await composer.getByRole('button', { name: 'Add a choice' }).click();
  await composer.getByRole('textbox', { name: 'Choice 3' }).fill('Water');
  await composer.getByRole('checkbox', { name: 'Allow several choices' }).check();
  await composer.getByRole('combobox', { name: 'Duration' }).selectOption({ label: '6 hours' });
  await expect(composer.getByRole('button', { name: 'Post', exact: true })).toBeEnabled();
  await expectNoSeriousA11yViolations(page, 'Compose with a poll');
  await screenshots(page, 'compose-poll');

  await text.press('Control+Enter');
  // The dialog closes over Home and says where the post is.
  await expect(composer).toBeHidden();
  const [made, ...others] = await postsOfAlice(page, 'Tea, coffee or water?');
  expect(others).toHaveLength(0);
  await expect(page.getByRole('status').getByText('Your post is published.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View it' })).toHaveAttribute(
    'href',
    `#/${SANDBOX_HOST}/s/${made.id}`,
  );
  expect(made.spoiler_text).toBe('Beverage talk');
  expect(made.poll?.multiple).toBe(true);
  expect(made.poll?.options.map((option) => option.title)).toEqual(['Tea', 'Coffee', 'Water']);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  // Home opens where the reader left off and loads newer posts above: scroll up to the newest.
  const warning = page.getByText('Beverage talk');
  const fresh = page.getByRole('button', { name: /\d+ new posts?/ });
  await expect(async () => {
    if (await fresh.isVisible()) await fresh.click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(warning.first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
});

test('a poll with an empty or a single choice says why and cannot be posted', async ({ page }) => {
  await logInAs(page, 'alice');
  await page.getByRole('link', { name: 'New post' }).click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  const text = composer.getByLabel('What is on your mind?');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/v1/statuses')) {
      sent.push(request.url());
    }
  });
  await text.fill('An unfinished poll');
  await composer.getByRole('button', { name: 'Add a poll' }).click();
  await composer.getByRole('textbox', { name: 'Choice 1' }).fill('Only this');
  const post = composer.getByRole('button', { name: 'Post', exact: true });
  await expect(composer.getByText('Some poll choices are empty')).toBeVisible();
  await expect(post).toBeDisabled();
  await text.press('Control+Enter');

  await composer.getByRole('button', { name: 'Remove choice 2' }).click();
  await expect(composer.getByText('Poll must have at least 2 options')).toBeVisible();
  await expect(composer.getByText('Some poll choices are empty')).toHaveCount(0);
  await expect(post).toBeDisabled();
  await text.press('Control+Enter');
  // Nothing was sent: the composer stays open with what was written.
  await expect(composer).toBeVisible();
  await expect(text).toHaveValue('An unfinished poll');
  await expect(page.getByText('Your post is published.')).toHaveCount(0);
  expect(await postsOfAlice(page, 'An unfinished poll')).toHaveLength(0);
  expect(sent).toEqual([]);

  await composer.getByRole('button', { name: 'Remove poll' }).click();
  await expect(composer.getByText('Poll must have at least 2 options')).toHaveCount(0);
  await expect(post).toBeEnabled();
});

test('a scheduled post is listed, moved, edited and cancelled', async ({ page }) => {
  await logInAs(page, 'alice');
  await page.getByRole('link', { name: 'New post' }).click();
  await page.getByLabel('What is on your mind?').fill('Written for later');
  await page.getByRole('button', { name: 'Schedule for later' }).click();
  const when = page.getByLabel('Publish at');
  const schedule = page.getByRole('button', { name: 'Schedule', exact: true });

  const tooSoon = await localTimeAhead(page, 2 * 60_000);
  await when.fill(tooSoon.value);
  await expect(page.getByText('Choose a time at least 5 minutes from now.')).toBeVisible();
  await expect(schedule).toBeDisabled();

  const first = await localTimeAhead(page, 2 * DAY);
  await when.fill(first.value);
  await expect(schedule).toBeEnabled();
  await saveScreenshot(page, 'compose-schedule');
  await schedule.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Scheduled posts' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Scheduled posts' });
  const row = list.getByRole('listitem').filter({ hasText: 'Written for later' });
  await expect(row).toContainText(first.shown);
  const [made] = await scheduledOfAlice(page, 'Written for later');
  expect(made.scheduled_at).toBe(first.iso);
  expect(await postsOfAlice(page, 'Written for later')).toHaveLength(0);
  await expectNoSeriousA11yViolations(page, 'Scheduled posts');
  await screenshots(page, 'scheduled-posts');

  // A new time, checked against the same 5-minute rule.
  await row.getByRole('button', { name: 'Change time' }).click();
  const moved = await localTimeAhead(page, 3 * DAY + 90 * 60_000);
  await row.getByLabel('New time').fill(moved.value);
  await row.getByRole('button', { name: 'Save time' }).click();
  await expect(row).toContainText(moved.shown);
  expect((await scheduledOfAlice(page, 'Written for later'))[0].scheduled_at).toBe(moved.iso);

  // Edited in the composer: the new one is scheduled, then the old one cancelled.
  await row.getByRole('link', { name: 'Edit' }).click();
  const text = page.getByLabel('What is on your mind?');
  await expect(text).toHaveValue('Written for later');
  await text.fill('Written for later, and changed');
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduled posts' })).toBeVisible();
  const edited = list.getByRole('listitem').filter({ hasText: 'and changed' });
  await expect(edited).toContainText(moved.shown);
  const afterEdit = await scheduledOfAlice(page, 'Written for later');
  expect(afterEdit.map((scheduled) => scheduled.params.text)).toEqual([
    'Written for later, and changed',
  ]);
  expect(afterEdit[0].scheduled_at).toBe(moved.iso);

  await edited.getByRole('button', { name: 'Cancel post' }).click();
  const question = page.getByRole('alertdialog', {
    name: 'Cancel this scheduled post?',
  });
  await expectNoSeriousA11yViolations(page, 'Cancelling a scheduled post, asked');
  await saveScreenshotSet(page, 'scheduled-cancel-question');
  await question.getByRole('button', { name: 'Keep' }).click();
  await expect(edited.getByRole('button', { name: 'Cancel post' })).toBeFocused();
  await edited.getByRole('button', { name: 'Cancel post' }).click();
  await question.getByRole('button', { name: 'Cancel post' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: 'Written for later' })).toHaveCount(0);
  expect(await scheduledOfAlice(page, 'Written for later')).toHaveLength(0);
  expect(await postsOfAlice(page, 'Written for later')).toHaveLength(0);
});
