import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { accountKey } from '../../lib/accounts';
import { accountJson, instanceV2Json, statusJson } from '../../test/fixtures';
import { listDrafts, removeDraftsOf } from '../../state/drafts';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';

const HOST = 'social.example';
const API = `https://${HOST}/api`;

interface Sent {
  key: string | null;
  body: Record<string, unknown>;
}
const sent: Sent[] = [];
let failNext = 0;

/** A post by someone else that anyone may quote (Mastodon 4.5's summary for the viewer). */
const quotable = {
  ...statusJson('50', '<p>quote me</p>', accountJson('2')),
  quote_approval: { automatic: ['public'], manual: [], current_user: 'automatic' },
};
const unquotable = statusJson('51', '<p>old server</p>', accountJson('2'));

setupAppTest(
  http.get(`${API}/v1/statuses/50`, () => HttpResponse.json(quotable)),
  http.get(`${API}/v1/statuses/51`, () => HttpResponse.json(unquotable)),
  http.get(`${API}/v2/instance`, () =>
    HttpResponse.json({
      ...instanceV2Json(HOST),
      version: '4.5.0',
      api_versions: { mastodon: 7 },
      configuration: {
        ...instanceV2Json(HOST).configuration,
        statuses: { max_characters: 30, characters_reserved_per_url: 23 },
      },
    }),
  ),
  http.post(`${API}/v1/statuses`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push({ key: request.headers.get('idempotency-key'), body });
    if (failNext > 0) {
      failNext -= 1;
      return HttpResponse.json({ error: 'Bad gateway' }, { status: 502 });
    }
    // The server keeps what it was sent: its answer says so.
    const { visibility = 'public', language = null } = body;
    return HttpResponse.json({ ...statusJson('77', '<p>posted</p>'), visibility, language });
  }),
  http.get(`${API}/v1/statuses/77`, () => HttpResponse.json(statusJson('77', '<p>posted</p>'))),
  http.get(`${API}/v1/accounts/verify_credentials`, () => HttpResponse.json(accountJson('1'))),
  http.get(`${API}/v2/filters`, () => HttpResponse.json([])),
  http.get(`${API}/v1/preferences`, () =>
    HttpResponse.json({
      'posting:default:visibility': 'private',
      'posting:default:language': 'de',
      'posting:default:sensitive': false,
    }),
  ),
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
  expect(await screen.findByRole('alert')).toHaveTextContent('Bad gateway');
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

test("a new post starts in the account's default visibility and language; another can be found", async () => {
  const user = userEvent.setup();
  await logIn();
  renderApp('/compose');
  await user.type(await screen.findByLabelText('What is on your mind?'), 'Bonjour');
  expect(screen.getByRole('combobox', { name: 'Visibility' })).toHaveValue('private');
  await user.click(screen.getByRole('button', { name: 'Language: Deutsch' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search languages' }), 'franc{Enter}');
  expect(screen.getByRole('button', { name: 'Language: français' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0].body).toMatchObject({ status: 'Bonjour', visibility: 'private', language: 'fr' });
});

test('n opens the composer over the screen; Escape asks before closing over what is written', async () => {
  const user = userEvent.setup();
  await logIn();
  renderApp('/drafts');
  await screen.findByText(/No drafts/);
  await user.keyboard('n');
  const dialog = await screen.findByRole('dialog', { name: 'New post' });
  const text = await screen.findByLabelText('What is on your mind?');
  await user.type(text, 'Second thoughts');
  await user.keyboard('{Escape}');
  const question = await screen.findByRole('alertdialog', { name: 'Close the composer?' });
  await user.click(within(question).getByRole('button', { name: 'Keep writing' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(text).toHaveValue('Second thoughts');
  await user.keyboard('{Escape}');
  await user.click(await screen.findByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(await listDrafts(`${HOST}:1`)).toEqual([]);
  expect(window.location.hash).toBe('#/drafts');

  // Posting from the dialog stays on the screen and says where the post is.
  await user.keyboard('c');
  await user.type(await screen.findByLabelText('What is on your mind?'), 'From the dialog');
  await user.keyboard('{Control>}{Enter}{/Control}');
  expect(await screen.findByText('Your post is published.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View it' })).toHaveAttribute('href', `#/${HOST}/s/77`);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(window.location.hash).toBe('#/drafts');
});

test('Escape outside the form asks the same, and closes an empty composer', async () => {
  const user = userEvent.setup();
  await logIn();
  renderApp('/drafts');
  await screen.findByText(/No drafts/);
  await user.keyboard('n');
  let dialog = await screen.findByRole('dialog', { name: 'New post' });
  await user.type(await screen.findByLabelText('What is on your mind?'), 'Half a thought');
  // Focus on the dialog's Drafts link, outside the composer's form.
  within(dialog).getByRole('link', { name: 'Drafts' }).focus();
  await user.keyboard('{Escape}');
  await user.click(await screen.findByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());

  await user.keyboard('n');
  dialog = await screen.findByRole('dialog', { name: 'New post' });
  await screen.findByLabelText('What is on your mind?');
  within(dialog).getByRole('link', { name: 'Drafts' }).focus();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('a quote shows the quoted post, sends it with who may quote; without quotes a link stands in', async () => {
  const user = userEvent.setup();
  await logIn();
  renderApp('/compose?quote=50');
  expect(await screen.findByRole('heading', { name: 'Quoting' })).toBeInTheDocument();
  expect(screen.getByText('quote me')).toBeInTheDocument();
  await user.type(screen.getByLabelText('What is on your mind?'), 'Look');
  // The account posts for followers by default: only its author may quote such a post.
  await user.click(screen.getByRole('button', { name: 'More options' }));
  const whoCanQuote = screen.getByRole('combobox', { name: 'Who can quote' });
  expect(whoCanQuote).toBeDisabled();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Visibility' }), 'public');
  await user.selectOptions(whoCanQuote, 'followers');
  await user.click(screen.getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0].body).toMatchObject({
    status: 'Look',
    quoted_status_id: '50',
    quote_approval_policy: 'followers',
  });
  cleanup();

  // A post from a server without quotes (no quote policy) is quoted by its link.
  await logIn();
  renderApp('/compose?quote=51');
  const text = await screen.findByLabelText('What is on your mind?');
  await waitFor(() => expect(text).toHaveValue(`\n\n${unquotable.url}`));
  expect(screen.queryByRole('heading', { name: 'Quoting' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0].body).not.toHaveProperty('quoted_status_id');
});
