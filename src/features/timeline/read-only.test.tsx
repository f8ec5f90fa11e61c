import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { accountJson, statusJson } from '../../test/fixtures';
import { renderApp, setupAppTest } from '../../test/app-test';
import { runnableMarkup } from '../../test/runnable-markup';

const DEFAULT = 'https://mastodon.social';

const server = setupAppTest(
  http.get(`${DEFAULT}/api/v1/timelines/public`, ({ request }) => {
    const url = new URL(request.url);
    const local = url.searchParams.get('local') === 'true';
    if (request.headers.get('authorization')) return new HttpResponse(null, { status: 400 });
    return HttpResponse.json([
      statusJson('2', local ? '<p>A local post</p>' : '<p>A federated post</p>'),
      statusJson('1', '<p>Second <img src=x onerror="window.hacked=1"> post</p>'),
    ]);
  }),
);

test('logged out, the local timeline of the default instance is readable, with a read-only note', async () => {
  renderApp('/l');
  expect(await screen.findByRole('heading', { level: 1, name: 'Local' })).toBeInTheDocument();
  expect(await screen.findByText('A local post')).toBeInTheDocument();
  expect(
    screen.getByText(/Interactions such as reply and boost need an account/),
  ).toBeInTheDocument();
  expect(screen.getByText(/^You are browsing/)).toHaveTextContent(
    /You are browsing mastodon\.social read-only/,
  );
  expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  expect(document.title).toBe('Local - Petrel');
});

test('server HTML is shown as text, never injected', async () => {
  renderApp('/p');
  expect(await screen.findByText('A federated post')).toBeInTheDocument();
  expect(runnableMarkup(document.body)).toEqual([]);
  expect(screen.getByText('Second post')).toBeInTheDocument();
  expect(document.querySelector('#main img[src="x"]')).toBeNull();
});

test('Bookmarks need an account: "Login required."', async () => {
  renderApp('/bookmarks');
  expect(await screen.findByRole('heading', { level: 1, name: 'Bookmarks' })).toBeInTheDocument();
  expect(await screen.findByText('Login required.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to login' })).toBeInTheDocument();
});

test('the main navigation reaches the public timelines', async () => {
  const user = userEvent.setup();
  renderApp('/settings');
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  await user.click(within(nav).getByRole('link', { name: 'Federated' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Federated' })).toBeInTheDocument();
  expect(window.location.hash).toBe('#/p');
  expect(await screen.findByText('A federated post')).toBeInTheDocument();
});

test('a /{instance}/s/{statusId} link opens the post from that instance', async () => {
  server.use(
    http.get('https://other.example/api/v1/statuses/99', () =>
      HttpResponse.json(
        statusJson('99', '<p>Hello from elsewhere</p>', accountJson('5', 'far', 'other.example')),
      ),
    ),
  );
  renderApp('/other.example/s/99');
  expect(await screen.findByRole('heading', { level: 1, name: 'Post' })).toBeInTheDocument();
  expect(await screen.findByText('Hello from elsewhere')).toBeInTheDocument();
  expect(screen.getByText('@far')).toBeInTheDocument();
  expect(document.title).toBe('User 5: “Hello from elsewhere” - Petrel');
});

test('a loopback instance is read over http://', async () => {
  server.use(
    http.get('http://127.0.0.1:4000/api/v1/statuses/7', () =>
      HttpResponse.json(statusJson('7', '<p>Sandbox post</p>')),
    ),
  );
  renderApp('/127.0.0.1:4000/s/7');
  expect(await screen.findByText('Sandbox post')).toBeInTheDocument();
});

test('a timeline that fails says "Unable to load posts."', async () => {
  server.use(
    http.get(`${DEFAULT}/api/v1/timelines/public`, () =>
      HttpResponse.json({ error: 'boom' }, { status: 500 }),
    ),
  );
  renderApp('/l');
  expect(await screen.findByText('Unable to load posts.')).toBeInTheDocument();
});
