import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { accountJson } from '../test/fixtures';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../test/app-test';

setupAppTest(
  http.get('https://social.example/api/v1/accounts/verify_credentials', () =>
    HttpResponse.json(accountJson('1', 'user1', 'social.example')),
  ),
  http.get('https://social.example/api/v1/timelines/*', () => HttpResponse.json([])),
  http.get('https://social.example/api/v1/bookmarks', () => HttpResponse.json([])),
  http.all('https://social.example/*', () => new HttpResponse(null, { status: 404 })),
);

const SCOPE = 'social.example:1';
const SHORTCUTS = [{ type: 'bookmarks' }, { type: 'hashtag', tags: ['cats'], media: false }];

function withShortcuts(settings: object) {
  storeAccounts([storedAccount('1')]);
  localStorage.setItem(`petrel:settings:${SCOPE}`, JSON.stringify(settings));
  localStorage.setItem(`petrel:shortcuts:${SCOPE}`, JSON.stringify(SHORTCUTS));
}

test('the tab bar view mode shows the shortcuts as tabs on every screen', async () => {
  withShortcuts({ shortcutsViewMode: 'tab-menu-bar' });
  renderApp('/settings');
  const tabs = await screen.findByRole('navigation', { name: 'Shortcuts' });
  const names = within(tabs)
    .getAllByRole('link')
    .map((link) => link.textContent);
  expect(names).toEqual(['Bookmarks', '#cats']);
  expect(screen.queryByRole('button', { name: 'Shortcuts' })).not.toBeInTheDocument();
});

test('the floating button view mode opens a menu of the shortcuts', async () => {
  withShortcuts({ shortcutsViewMode: 'float-button' });
  renderApp('/settings');
  const button = await screen.findByRole('button', { name: 'Shortcuts' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: '#cats' })).toBeVisible();
  expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).not.toBeInTheDocument();
});

test('columns mode shows Home as a column per shortcut, each scrolling on its own', async () => {
  withShortcuts({ shortcutsColumnsMode: true });
  renderApp('/');
  const bookmarks = await screen.findByRole('region', { name: 'Bookmarks column' });
  const cats = screen.getByRole('region', { name: '#cats column' });
  for (const column of [bookmarks, cats]) {
    expect(column).toHaveAttribute('data-feed-scroller');
    expect(await within(column).findByText('Nothing to see here yet.')).toBeInTheDocument();
  }
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});

test('without a view mode, shortcuts stay on their screen and Home is one timeline', async () => {
  withShortcuts({});
  renderApp('/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(screen.queryByRole('region', { name: 'Bookmarks column' })).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Shortcuts' })).not.toBeInTheDocument();
});
