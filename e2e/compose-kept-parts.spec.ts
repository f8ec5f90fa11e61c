import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { saveScreenshotSet } from './support/screenshots';
import { openQuoteOf, postedNotice, postWithPoll } from './support/compose';
import { logInAs, newestPostOf, ownPosts, storedToken } from './support/reading';
import { SANDBOX_URL, resetSandbox } from './support/sandbox';

/**
 * A server that takes a poll or a quote and stores the post without it (the sandbox's
 * `drop_polls` and `drop_quotes` faults): the confirmation says what was not kept and offers it
 * back, and the composer stops offering it there.
 */
test.beforeEach(async () => {
  await resetSandbox();
  await fetch(`${SANDBOX_URL}/_sandbox/faults`, { method: 'DELETE' });
});

async function addFault(type: string) {
  const response = await fetch(`${SANDBOX_URL}/_sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type }),
  });
  expect(response.ok).toBe(true);
}

test('a poll the server did not keep is said, its choices can be copied, and polls are no longer offered', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await addFault('drop_polls');
  await logInAs(page, 'alice');
  await postWithPoll(page, 'Tea or coffee? Dropped poll check', ['Tea', 'Coffee']);

  const notice = postedNotice(page);
  await expect(notice).toContainText('Posted, but the server did not keep the poll.');
  await expect(notice).not.toContainText('Your post is published.');
  await expectNoSeriousA11yViolations(page, 'Posted without the poll');
  await notice.getByRole('button', { name: 'Copy the poll’s choices' }).click();
  await expect(notice).toContainText('Choices copied.');
  await saveScreenshotSet(page, 'posted-without-poll');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Tea\nCoffee');
  const [made] = await ownPosts(page, 'Dropped poll check');
  expect(made.poll).toBeNull();

  // The composer no longer offers a poll on this server, and says why; after a reload too.
  for (const reload of [false, true]) {
    if (reload) await page.reload();
    await page.getByRole('link', { name: 'New post' }).click();
    const again = page.getByRole('dialog', { name: 'New post' });
    const addPoll = again.getByRole('button', { name: 'Add a poll' });
    await expect(addPoll).toBeDisabled();
    await expect(addPoll).toHaveAccessibleDescription('This server does not keep polls.');
    await expect(again.getByText('This server does not keep polls.')).toBeVisible();
    if (!reload) await saveScreenshotSet(page, 'composer-without-polls');
    await page.keyboard.press('Escape');
    await expect(again).toBeHidden();
  }
});

test('a quote the server did not keep is said, and can be posted with a link instead', async ({
  page,
}) => {
  await addFault('drop_quotes');
  await logInAs(page, 'alice');
  const token = await storedToken(page);
  const bobs = await newestPostOf('bob', token);
  const dialog = await openQuoteOf(page, bobs.id);
  await dialog.getByLabel('What is on your mind?').fill('Worth reading, dropped quote check');
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();

  const notice = postedNotice(page);
  await expect(notice).toContainText('Posted, but the server did not keep the quote.');
  const [made] = await ownPosts(page, 'dropped quote check');
  expect(made.quote).toBeNull();

  await notice.getByRole('button', { name: 'Post with a link instead' }).click();
  const again = page.getByRole('dialog', { name: 'Quote' });
  await expect(
    again.getByText('This server does not keep quotes: the post’s link is in the text instead.'),
  ).toBeVisible();
  await expect(again.getByRole('heading', { name: 'Quoting' })).toHaveCount(0);
  await expect(again.getByLabel('What is on your mind?')).toHaveValue(
    `Worth reading, dropped quote check\n\n${bobs.url ?? bobs.uri}`,
  );
});
