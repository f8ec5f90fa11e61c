import { expect, test } from '@playwright/test';
import { postAgainAfterLostAnswer } from './support/compose';
import { logInAs, ownPosts, sandboxApi, storedToken } from './support/reading';
import { SANDBOX_URL, resetSandbox } from './support/sandbox';

/**
 * A server that ignores Idempotency-Key (GoToSocial, snac) and an answer lost after the post was
 * made: pressing Post again must find the post already made, not make a second one.
 */
test.beforeEach(async () => {
  await resetSandbox();
  await fetch(`${SANDBOX_URL}/_sandbox/faults`, { method: 'DELETE' });
});

async function addFault(rule: Record<string, unknown>) {
  const added = await fetch(`${SANDBOX_URL}/_sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(rule),
  });
  expect(added.ok).toBe(true);
}

test('an answer lost on a server without idempotency: Post again makes no second post', async ({
  page,
}) => {
  await logInAs(page, 'alice');
  await addFault({ type: 'ignore_idempotency' });
  await addFault({ type: 'drop_answer', match: 'POST /api/v1/statuses', times: 1 });
  await postAgainAfterLostAnswer(
    page,
    'Posted once though the server forgot the key',
    async (text) => (await ownPosts(page, text)).length,
  );
  // The draft is gone: a new composer starts empty.
  await page.getByRole('link', { name: 'New post' }).click();
  await expect(
    page.getByRole('dialog', { name: 'New post' }).getByLabel('What is on your mind?'),
  ).toHaveValue('');
});

test('an edit whose answer was lost is saved once: Save again finds it saved', async ({ page }) => {
  await logInAs(page, 'alice');
  const token = await storedToken(page);
  const made = await sandboxApi<{ id: string }>('/api/v1/statuses', token, {
    method: 'POST',
    body: JSON.stringify({ status: 'Before a lost edit' }),
  });
  await page.goto(`/#/compose?edit=${made.id}`);
  const text = page.getByLabel('What is on your mind?');
  await expect(text).toHaveValue('Before a lost edit');
  await addFault({ type: 'drop_answer', match: 'PUT /api/v1/statuses/*', times: 1 });
  await text.fill('After a lost edit');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('post again to retry');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
  const history = await sandboxApi<{ content: string }[]>(
    `/api/v1/statuses/${made.id}/history`,
    token,
  );
  // The post as written, and the one edit: not saved a second time.
  expect(history.map((revision) => revision.content)).toEqual([
    expect.stringContaining('Before a lost edit'),
    expect.stringContaining('After a lost edit'),
  ]);
});
