import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, expect, test } from 'vitest';
import { accountJson } from '../../test/fixtures';
import { renderApp, setupAppTest } from '../../test/app-test';
import { runnableMarkup } from '../../test/runnable-markup';

const API = 'https://mastodon.social/api/v1';
const version = (content: string, createdAt: string, spoiler = '') => ({
  content,
  spoiler_text: spoiler,
  sensitive: false,
  created_at: createdAt,
  account: accountJson('1'),
  media_attachments: [],
  emojis: [],
});

const server = setupAppTest(
  http.get(`${API}/statuses/5/history`, () =>
    HttpResponse.json([
      version(
        '<p>First draft <img src=x onerror="window.hacked=1"></p>',
        '2024-05-01T12:00:00.000Z',
      ),
      version('<p>Second draft</p>', '2024-05-01T12:10:00.000Z', 'Spoilers'),
      version(
        '<p>Final version with <a href="https://example.com/">a link</a></p>',
        '2024-05-01T12:20:00.000Z',
      ),
    ]),
  ),
  http.all('*', () => new HttpResponse(null, { status: 404 })),
);

beforeAll(() => import('./EditHistoryPage'), 30_000);

test('the edit history lists every version, newest first, rendered safely', async () => {
  renderApp('/mastodon.social/s/5/history');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Edit history' }),
  ).toBeInTheDocument();
  expect(document.title).toBe('Edit history - Petrel');
  const versions = await screen.findAllByRole('article');
  expect(versions).toHaveLength(3);
  expect(versions[0]).toHaveTextContent('Final version with a link');
  expect(within(versions[0]).getByText('Current version')).toBeInTheDocument();
  expect(versions[1]).toHaveTextContent('Content warning: Spoilers');
  expect(versions[1]).toHaveTextContent('Content warning added: “Spoilers”');
  // Each later version shows what changed from the one before, by more than colour.
  expect(versions[0].querySelector('del')).toHaveTextContent('[removed: Second draft]');
  expect(versions[0].querySelector('ins')).toHaveTextContent('[added: Final version with a link]');
  expect(versions[0]).toHaveTextContent('Content warning removed: “Spoilers”');
  expect([...versions[1].querySelectorAll('del')].map((node) => node.textContent)).toEqual([
    '[removed: First]',
  ]);
  expect([...versions[1].querySelectorAll('ins')].map((node) => node.textContent)).toEqual([
    '[added: Second]',
  ]);
  expect(versions[2]).toHaveTextContent('First draft');
  expect(within(versions[2]).getByText('Original')).toBeInTheDocument();
  expect(versions[2].querySelector('img[src="x"]')).toBeNull();
  expect(runnableMarkup(document.body)).toEqual([]);
  expect(within(versions[0]).getByText(/May 1, 2024/)).toBeInTheDocument();
  // One way back to the post: the title bar's Back.
  expect(screen.getAllByRole('button', { name: 'Back' })).toHaveLength(1);
  expect(screen.queryByRole('link', { name: 'Back to the post' })).toBeNull();
});

test('a history that fails to load says so', async () => {
  server.use(
    http.get(`${API}/statuses/5/history`, () =>
      HttpResponse.json({ error: 'Gone' }, { status: 404 }),
    ),
  );
  renderApp('/mastodon.social/s/5/history');
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  // Asking again cannot bring back what the server says is gone.
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
});

test('a history that fails on a server error offers to try again', async () => {
  let fail = true;
  server.use(
    http.get(`${API}/statuses/5/history`, () =>
      fail ? HttpResponse.json({ error: 'boom' }, { status: 503 }) : HttpResponse.json([]),
    ),
  );
  renderApp('/mastodon.social/s/5/history');
  const retry = await screen.findByRole('button', { name: 'Try again' });
  fail = false;
  retry.click();
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
});
