import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { accountKey } from '../../lib/accounts';
import { accountJson, instanceV2Json, statusJson } from '../../test/fixtures';
import { removeDraftsOf } from '../../state/drafts';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';

const HOST = 'social.example';
const API = `https://${HOST}/api`;

const photo = {
  id: 'm1',
  type: 'image',
  url: 'https://files.example/m1.png',
  preview_url: 'https://files.example/m1-small.png',
  description: 'A heron by the water',
  meta: { focus: { x: 0.25, y: -0.5 } },
};
const posted = {
  ...statusJson('42', '<p>rendered</p>'),
  visibility: 'unlisted',
  media_attachments: [photo],
};
const edits: Record<string, unknown>[] = [];

setupAppTest(
  http.get(`${API}/v2/instance`, () => HttpResponse.json(instanceV2Json(HOST))),
  http.get(`${API}/v1/accounts/verify_credentials`, () => HttpResponse.json(accountJson('1'))),
  http.get(`${API}/v2/filters`, () => HttpResponse.json([])),
  http.get(`${API}/v1/statuses/42`, () => HttpResponse.json(posted)),
  http.get(`${API}/v1/statuses/42/context`, () =>
    HttpResponse.json({ ancestors: [], descendants: [] }),
  ),
  http.get(`${API}/v1/statuses/42/source`, () =>
    HttpResponse.json({ id: '42', text: 'the source text', spoiler_text: '' }),
  ),
  http.put(`${API}/v1/statuses/42`, async ({ request }) => {
    edits.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ ...posted, content: '<p>edited</p>', edited_at: '2024-05-02' });
  }),
);

test('an edit opens with the source, cannot change visibility, and saves keeping alt text', async () => {
  const user = userEvent.setup();
  edits.length = 0;
  const account = storedAccount('1', HOST);
  storeAccounts([account], accountKey(account));
  await removeDraftsOf(`${HOST}:1`);
  renderApp('/compose?edit=42');
  const text = await screen.findByLabelText('What is on your mind?');
  expect(text).toHaveValue('the source text');
  const visibility = screen.getByRole('combobox', { name: 'Visibility' });
  expect(visibility).toBeDisabled();
  expect(visibility).toHaveAccessibleDescription(
    'The visibility of a post cannot be changed once it is posted.',
  );
  await user.clear(text);
  await user.type(text, 'edited');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(window.location.hash).toBe(`#/${HOST}/s/42`));
  expect(edits).toEqual([
    expect.objectContaining({
      status: 'edited',
      media_ids: ['m1'],
      media_attributes: [{ id: 'm1', description: 'A heron by the water', focus: '0.25,-0.5' }],
    }),
  ]);
  expect(edits[0]).not.toHaveProperty('visibility');
});
