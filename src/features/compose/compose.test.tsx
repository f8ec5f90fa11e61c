import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { accountKey } from '../../lib/accounts';
import { accountJson, instanceV2Json, statusJson } from '../../test/fixtures';
import { removeDraftsOf } from '../../state/drafts';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';

const HOST = 'social.example';
const API = `https://${HOST}/api`;

interface Sent {
  key: string | null;
  body: Record<string, unknown>;
}
const sent: Sent[] = [];
let failNext = 0;

setupAppTest(
  http.get(`${API}/v2/instance`, () =>
    HttpResponse.json({
      ...instanceV2Json(HOST),
      configuration: {
        ...instanceV2Json(HOST).configuration,
        statuses: { max_characters: 30, characters_reserved_per_url: 23 },
      },
    }),
  ),
  http.post(`${API}/v1/statuses`, async ({ request }) => {
    sent.push({
      key: request.headers.get('idempotency-key'),
      body: (await request.json()) as Record<string, unknown>,
    });
    if (failNext > 0) {
      failNext -= 1;
      return HttpResponse.json({ error: 'Bad gateway' }, { status: 502 });
    }
    return HttpResponse.json(statusJson('77', '<p>posted</p>'));
  }),
  http.get(`${API}/v1/statuses/77`, () => HttpResponse.json(statusJson('77', '<p>posted</p>'))),
  http.get(`${API}/v1/accounts/verify_credentials`, () => HttpResponse.json(accountJson('1'))),
  http.get(`${API}/v2/filters`, () => HttpResponse.json([])),
  http.get(`${API}/v1/statuses/77/context`, () =>
    HttpResponse.json({ ancestors: [], descendants: [] }),
  ),
);

async function logIn() {
  sent.length = 0;
  failNext = 0;
  const account = storedAccount('1', HOST);
  storeAccounts([account], accountKey(account));
  await removeDraftsOf(`${HOST}:1`);
}

test('a post is sent with its content warning and visibility, then opens', async () => {
  const user = userEvent.setup();
  await logIn();
  renderApp('/compose');
  await user.type(await screen.findByLabelText('What is on your mind?'), 'Hello there');
  await user.click(screen.getByRole('button', { name: 'Content warning' }));
  await user.type(screen.getByRole('textbox', { name: 'Content warning' }), 'greetings');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Visibility' }), 'unlisted');
  await user.click(screen.getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(window.location.hash).toBe(`#/${HOST}/s/77`));
  expect(sent).toHaveLength(1);
  expect(sent[0].body).toMatchObject({
    status: 'Hello there',
    spoiler_text: 'greetings',
    visibility: 'unlisted',
  });
  expect(sent[0].key).toMatch(/^[\w-]{20,}$/);
});

test('after a failure the draft stays and the retry carries the same idempotency key', async () => {
  const user = userEvent.setup();
  await logIn();
  failNext = 1;
  renderApp('/compose');
  await user.type(await screen.findByLabelText('What is on your mind?'), 'Only once');
  await user.click(screen.getByRole('button', { name: 'Post' }));
  expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('Bad gateway');
  expect(screen.getByLabelText('What is on your mind?')).toHaveValue('Only once');
  await user.click(screen.getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(window.location.hash).toBe(`#/${HOST}/s/77`));
  expect(sent).toHaveLength(2);
  expect(sent[1].key).toBe(sent[0].key);
});

test('over the limit (URLs counted as the server counts them) nothing can be sent', async () => {
  const user = userEvent.setup();
  await logIn();
  renderApp('/compose');
  const text = await screen.findByLabelText('What is on your mind?');
  // 23 for any URL + " ok" = 26 of 30.
  await user.type(text, `https://example.com/${'a'.repeat(60)} ok`);
  expect(await screen.findByText('4 characters left')).toBeInTheDocument();
  await user.type(text, ' more!');
  expect(await screen.findByText('2 characters too many')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
  await user.keyboard('{Control>}{Enter}{/Control}');
  expect(sent).toHaveLength(0);
});

test('what is written is kept through a reload, and gone once posted', async () => {
  const user = userEvent.setup();
  await logIn();
  renderApp('/compose');
  await user.type(await screen.findByLabelText('What is on your mind?'), 'Half a thought');
  await user.click(screen.getByRole('button', { name: 'Content warning' }));
  await user.type(screen.getByRole('textbox', { name: 'Content warning' }), 'cw');
  cleanup(); // the tab closes
  renderApp('/compose');
  expect(await screen.findByLabelText('What is on your mind?')).toHaveValue('Half a thought');
  expect(screen.getByRole('textbox', { name: 'Content warning' })).toHaveValue('cw');
  await user.click(screen.getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(window.location.hash).toBe(`#/${HOST}/s/77`));
  cleanup();
  renderApp('/compose');
  expect(await screen.findByLabelText('What is on your mind?')).toHaveValue('');
});
