import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { renderApp, setupAppTest } from '../test/app-test';

const notFound = () => HttpResponse.json({ error: 'Record not found' }, { status: 404 });

setupAppTest(
  http.get('https://mastodon.social/api/v1/statuses/404404', notFound),
  http.get('https://mastodon.social/api/v1/statuses/404404/context', notFound),
  http.get('https://mastodon.social/api/v1/accounts/404404', notFound),
  http.all('https://mastodon.social/*', () => HttpResponse.json([])),
);

test('a screen from the navigation has no Back button', async () => {
  renderApp('/settings');
  expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
});

test.each([
  ['/s/404404', 'Post'],
  ['/a/404404', 'Profile'],
])('%s has a Back button before its heading', async (path, heading) => {
  renderApp(path);
  const h1 = await screen.findByRole('heading', { level: 1, name: heading });
  const back = screen.getByRole('button', { name: 'Back' });
  expect(back.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('opened directly, Back goes up to Home rather than out of the app', async () => {
  renderApp('/s/404404');
  await screen.findByRole('heading', { level: 1, name: 'Post' });
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  await screen.findByRole('heading', { level: 1, name: /Trending|Local/ });
  expect(window.location.hash).toBe('#/');
});
