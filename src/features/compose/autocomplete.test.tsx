import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import { accountKey } from '../../lib/accounts';
import { accountJson, instanceV2Json } from '../../test/fixtures';
import { removeDraftsOf } from '../../state/drafts';
import { queryKeys } from '../../state/query-keys';
import { sessionFor } from '../../state/session';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';

const HOST = 'social.example';
const API = `https://${HOST}/api`;

/** The `q` of every search the composer made, in order. */
const searches: string[] = [];
let emojiRequests = 0;
let emojisMissing = false;
/** A search for this is answered only when the test lets it (`answerSlowQuery`). */
let slowQuery = '';
let answerSlowQuery = () => {};

setupAppTest(
  http.get(`${API}/v2/instance`, () => HttpResponse.json(instanceV2Json(HOST))),
  http.get(`${API}/v1/accounts/verify_credentials`, () => HttpResponse.json(accountJson('1'))),
  http.get(`${API}/v2/search`, async ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    searches.push(q);
    if (q === slowQuery) await new Promise<void>((resolve) => (answerSlowQuery = resolve));
    // A server ignoring `limit`.
    if (q === 'many')
      return HttpResponse.json({
        accounts: Array.from({ length: 12 }, (_, i) => accountJson(`${10 + i}`, `many${i}`)),
        statuses: [],
        hashtags: [],
      });
    // The server's own order puts the exact match last.
    const accounts = [accountJson('3', 'malice'), accountJson('2', 'alice')].filter((account) =>
      account.username.includes(q),
    );
    return HttpResponse.json({ accounts, statuses: [], hashtags: [] });
  }),
  http.get(`${API}/v1/custom_emojis`, () => {
    emojiRequests += 1;
    if (emojisMissing) return HttpResponse.json({ error: 'Not found' }, { status: 404 });
    return HttpResponse.json([
      {
        shortcode: 'party',
        url: 'https://s.example/p.png',
        static_url: 'https://s.example/p.png',
        visible_in_picker: true,
      },
      {
        shortcode: 'parrot',
        url: 'https://s.example/q.png',
        static_url: 'https://s.example/q.png',
        visible_in_picker: true,
      },
    ]);
  }),
);

afterEach(() => {
  vi.restoreAllMocks();
});

async function openComposer() {
  searches.length = 0;
  emojiRequests = 0;
  emojisMissing = false;
  slowQuery = '';
  const account = storedAccount('1', HOST);
  storeAccounts([account], accountKey(account));
  await removeDraftsOf(`${HOST}:1`);
  renderApp('/compose');
  return screen.findByRole('combobox', { name: 'What is on your mind?' });
}

test('a search waits for a pause, the exact match comes first, Enter completes it', async () => {
  const user = userEvent.setup();
  const text = await openComposer();
  await user.type(text, 'Hi @alice');
  const list = await screen.findByRole('listbox', { name: 'Suggestions' });
  const options = await within(list).findAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual([
    expect.stringContaining('@alice'),
    expect.stringContaining('@malice'),
  ]);
  // Typed without a pause: one search, for what was typed last.
  expect(searches).toEqual(['alice']);
  expect(text).toHaveAttribute('aria-expanded', 'true');
  expect(text).toHaveAttribute('aria-activedescendant', options[0].id);
  expect(screen.getByText(/^2 suggestions, up and down arrows/)).toHaveAttribute('role', 'status');
  await user.keyboard('{ArrowDown}');
  expect(text).toHaveAttribute('aria-activedescendant', options[1].id);
  await user.keyboard('{ArrowUp}{Enter}');
  expect(text).toHaveValue('Hi @alice ');
  expect(text).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes the list and goes no further: nothing is discarded', async () => {
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
  const user = userEvent.setup();
  const text = await openComposer();
  await user.type(text, '@ali');
  await screen.findByRole('option', { name: /@alice/ });
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('listbox', { name: 'Suggestions' })).toBeNull();
  expect(text).toHaveAttribute('aria-expanded', 'false');
  expect(confirm).not.toHaveBeenCalled();
  expect(text).toHaveValue('@ali');
  expect(window.location.hash).toBe('#/compose');
});

test('custom emojis are read once and matched by shortcode; Tab completes one', async () => {
  const user = userEvent.setup();
  const text = await openComposer();
  await user.type(text, ':par');
  const list = await screen.findByRole('listbox', { name: 'Suggestions' });
  expect(
    within(list)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([':parrot:', ':party:']);
  await user.type(text, 't{Tab}then :pa');
  expect(text).toHaveValue(':party: then :pa');
  await screen.findByRole('option', { name: /:parrot:/ });
  expect(emojiRequests).toBe(1);
});

test('a server without custom emojis (404) suggests none and shows no error', async () => {
  const user = userEvent.setup();
  const text = await openComposer();
  emojisMissing = true;
  await user.type(text, ':par');
  await waitFor(() => expect(emojiRequests).toBe(1));
  // The 404 is read as "no custom emojis", not as a failure.
  const { queryClient } = sessionFor(storedAccount('1', HOST));
  const emojis = () => queryClient.getQueryState(queryKeys.customEmojis(HOST));
  await waitFor(() => expect(emojis()).toMatchObject({ status: 'success', data: [] }));
  expect(screen.queryByRole('listbox', { name: 'Suggestions' })).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(text).toHaveAttribute('aria-expanded', 'false');
  // The answer is kept: typing another shortcode asks again nothing. (Asking again would start
  // as the typing is handled, and the query would be fetching until answered.)
  await user.type(text, ' then :pa');
  await waitFor(() => expect(emojis()?.fetchStatus).toBe('idle'));
  expect(emojiRequests).toBe(1);
});

test('a search made stale by more typing is cancelled, and only the new one is shown', async () => {
  const user = userEvent.setup();
  const text = await openComposer();
  slowQuery = 'al';
  await user.type(text, '@al');
  await waitFor(() => expect(searches).toEqual(['al']));
  await user.type(text, 'ice');
  await waitFor(() => expect(searches).toEqual(['al', 'alice']));
  const options = await screen.findAllByRole('option', { name: /@m?alice/ });
  expect(options[0]).toHaveTextContent('@alice');
  // The slow answer comes only now: the stale search was cancelled, so nothing of it is kept.
  answerSlowQuery();
  const { queryClient } = sessionFor(storedAccount('1', HOST));
  const stale = () => queryClient.getQueryState(queryKeys.autocomplete(HOST, 'accounts', 'al'));
  await waitFor(() => expect(stale()?.fetchStatus).toBe('idle'));
  expect(stale()?.data).toBeUndefined();
  expect(
    queryClient.getQueryState(queryKeys.autocomplete(HOST, 'accounts', 'alice'))?.data,
  ).toHaveLength(2);
});

test('no more suggestions than asked for, whatever the server sends; Enter that ends an input method types on', async () => {
  const user = userEvent.setup();
  const text = await openComposer();
  await user.type(text, '@many');
  const list = await screen.findByRole('listbox', { name: 'Suggestions' });
  await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(6));
  fireEvent.keyDown(text, { key: 'Enter', isComposing: true });
  expect(text).toHaveValue('@many');
  expect(text).toHaveAttribute('aria-expanded', 'true');
});
