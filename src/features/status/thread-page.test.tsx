import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, expect, test } from 'vitest';
import { postKey } from '../../lib/post-key';
import { sessionFor } from '../../state/session';
import { accountJson, statusJson } from '../../test/fixtures';
import { renderApp, setupAppTest } from '../../test/app-test';

const API = 'https://mastodon.social/api/v1';
const op = accountJson('1', 'op');
const other = accountJson('2', 'other');
const third = accountJson('3', 'third');

const reply = (id: string, parent: string, text: string, account = other) => ({
  ...statusJson(id, `<p>${text}</p>`, account),
  in_reply_to_id: parent,
  in_reply_to_account_id: '1',
});

const focused = reply('10', '5', 'The focused post', op);
const context = {
  ancestors: [statusJson('4', '<p>The first post</p>', op), reply('5', '4', 'The second post', op)],
  descendants: [
    reply('11', '10', 'A direct reply'),
    reply('13', '10', 'Another direct reply'),
    reply('12', '11', 'A nested reply', third),
  ],
};

const server = setupAppTest(
  http.get(`${API}/statuses/10`, () => HttpResponse.json(focused)),
  http.get(`${API}/statuses/10/context`, () => HttpResponse.json(context)),
  // The post component walks up the reply chain for thread numbers.
  http.get(`${API}/statuses/5`, () => HttpResponse.json(context.ancestors[1])),
  http.get(`${API}/statuses/4`, () => HttpResponse.json(context.ancestors[0])),
);

// The route is loaded lazily; loading it once up front keeps each test within its time-outs.
beforeAll(() => import('./StatusPage'), 30_000);

function texts(list: HTMLElement) {
  return within(list)
    .getAllByRole('article')
    .map((article) => article.textContent ?? '');
}

test('the thread shows ancestors above the focused post and nested replies below', async () => {
  renderApp('/s/10');
  expect(await screen.findByRole('heading', { level: 1, name: 'Post' })).toBeInTheDocument();
  expect(document.title).toBe('Post - Petrel');

  const earlier = await screen.findByRole('list', { name: 'Earlier posts in the thread' });
  const ancestors = texts(earlier);
  expect(ancestors[0]).toContain('The first post');
  expect(ancestors[1]).toContain('The second post');

  const replies = await screen.findByRole('list', { name: 'Replies' });
  const order = texts(replies);
  expect(order[0]).toContain('A direct reply');
  expect(order[1]).toContain('A nested reply');
  // Once the post is known, the page title names its author and how it starts.
  expect(document.title).toBe('User 1: “The focused post” - Petrel');
  expect(order[2]).toContain('Another direct reply');
  const rows = within(replies).getAllByRole('listitem');
  expect(rows.map((row) => row.style.getPropertyValue('--depth'))).toEqual(['1', '2', '1']);

  const focusedPost = screen.getByText('The focused post');
  // Document order: ancestors, then the focused post, then the replies.
  expect(
    earlier.compareDocumentPosition(focusedPost) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
  expect(
    focusedPost.compareDocumentPosition(replies) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
});

test('every post of the thread is in the post store', async () => {
  renderApp('/s/10');
  await screen.findByRole('list', { name: 'Replies' });
  const { posts } = sessionFor(null);
  for (const id of ['4', '5', '11', '12', '13']) {
    expect(posts.get(postKey('mastodon.social', id))).toMatchObject({ id });
  }
});

test('when the replies fail, the post stays and "Try again" reloads them', async () => {
  let fail = true;
  server.use(
    http.get(`${API}/statuses/10/context`, () =>
      fail
        ? HttpResponse.json({ error: 'boom' }, { status: 500 })
        : HttpResponse.json({ ancestors: [], descendants: [reply('11', '10', 'Back again')] }),
    ),
  );
  renderApp('/s/10');
  expect(await screen.findByText('The focused post')).toBeInTheDocument();
  // Failed reads are retried twice before the error shows.
  expect(await screen.findByText('Unable to load replies.')).toBeInTheDocument();
  fail = false;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Back again')).toBeInTheDocument();
});

test('a post without replies says so', async () => {
  server.use(
    http.get(`${API}/statuses/10/context`, () =>
      HttpResponse.json({ ancestors: [], descendants: [] }),
    ),
  );
  renderApp('/s/10');
  expect(await screen.findByText('No replies yet.')).toBeInTheDocument();
});

test('a thread of 1000 replies keeps the DOM small', async () => {
  const descendants = Array.from({ length: 1000 }, (_, i) =>
    reply(String(1000 + i), '10', `Reply number ${i}`),
  );
  server.use(
    http.get(`${API}/statuses/10/context`, () => HttpResponse.json({ ancestors: [], descendants })),
  );
  renderApp('/s/10');
  const replies = await screen.findByRole('list', { name: 'Replies' });
  expect(await within(replies).findByText('Reply number 0')).toBeInTheDocument();
  const rows = within(replies).getAllByRole('listitem');
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.length).toBeLessThan(40);
  expect(rows[0]).toHaveAttribute('aria-setsize', '1000');
});

test('Back from a reply opened in the thread returns focus to that reply', async () => {
  const opened = context.descendants[1];
  server.use(
    http.get(`${API}/statuses/13`, () => HttpResponse.json(opened)),
    http.get(`${API}/statuses/13/context`, () =>
      HttpResponse.json({ ancestors: [context.ancestors[0], focused], descendants: [] }),
    ),
  );
  const user = userEvent.setup();
  renderApp('/s/10');
  const replies = await screen.findByRole('list', { name: 'Replies' });
  await user.click(within(replies).getByText('Another direct reply'));
  await waitFor(() => expect(window.location.hash).toMatch(/\/s\/13$/));
  await waitFor(() => expect(screen.queryByRole('list', { name: 'Replies' })).toBeNull());
  window.history.back();
  await waitFor(() => expect(window.location.hash).toBe('#/s/10'));
  const again = await screen.findByRole('list', { name: 'Replies' });
  await waitFor(() =>
    expect(document.activeElement).toBe(
      within(again).getByText('Another direct reply').closest('article'),
    ),
  );
});
