import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test, vi } from 'vitest';
import { renderApp, setupAppTest } from '../test/app-test';
import { preloadScreen, screens } from './routes';

setupAppTest(http.get('https://mastodon.social/*', () => HttpResponse.json([])));

function samplePath(path: string | undefined): string {
  if (!path) return '/';
  if (path === '*') return '/no/such/screen/here';
  return `/${path
    .replace(':instance?/', '')
    .replace(/:[a-zA-Z]+/g, (param) => (param === ':hashtags' ? 'petrels' : '123'))}`;
}

const cases = screens.map(
  (screen) => [samplePath(screen.path ?? undefined), screen.title] as const,
);

test.each(cases)('%s renders one h1 and its page title', async (path, title) => {
  // A hashtag screen is named after its tags; logged out, Home is the instance's trending posts.
  const name =
    path === '/t/petrels'
      ? '#petrels'
      : path === '/' || path === '/home'
        ? 'Trending'
        : i18n._(title);
  renderApp(path);
  // The first screens to load pay for transforming the post components.
  expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(document.title).toBe(`${name} - Petrel`);
  expect(screen.getByRole('main')).toBeInTheDocument();
  expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
});

test('instance-prefixed paths reach the same screens', async () => {
  renderApp('/mastodon.social/l');
  expect(await screen.findByRole('heading', { level: 1, name: 'Local' })).toBeInTheDocument();
});

test.each(
  screens
    .filter((shown) => shown.path !== '*')
    .map((shown) => [samplePath(shown.path), shown] as const),
)('%s preloads its own screen and no other', (path, shown) => {
  const loads = screens.map((candidate) =>
    vi.spyOn(candidate, 'load').mockResolvedValue(() => null),
  );
  preloadScreen(path);
  expect(screens.filter((_, index) => loads[index].mock.calls.length > 0)).toEqual([shown]);
  loads.forEach((load) => load.mockRestore());
});
