import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { accountJson } from '../../test/fixtures';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';

const API = 'https://social.example/api/v1';
const tag = (name: string, following = true) => ({
  name,
  url: `https://social.example/tags/${name}`,
  history: [],
  following,
});
const unfollowed: string[] = [];
const followed: string[] = [];

setupAppTest(
  http.get(`${API}/accounts/verify_credentials`, () => HttpResponse.json(accountJson('1'))),
  http.get(`${API}/followed_tags`, () => HttpResponse.json([tag('tides'), tag('birds')])),
  http.post(`${API}/tags/:name/unfollow`, ({ params }) => {
    unfollowed.push(String(params.name));
    return HttpResponse.json(tag(String(params.name), false));
  }),
  http.post(`${API}/tags/:name/follow`, ({ params }) => {
    followed.push(String(params.name));
    return HttpResponse.json(tag(String(params.name), true));
  }),
  http.all('*', () => new HttpResponse(null, { status: 404 })),
);

beforeAll(() => import('./FollowedHashtagsPage'), 30_000);
beforeEach(() => {
  unfollowed.length = 0;
  followed.length = 0;
  storeAccounts([storedAccount('1', 'social.example')]);
});

test('followed hashtags are listed by name and can be unfollowed in place', async () => {
  const user = userEvent.setup();
  renderApp('/followed-hashtags');
  const list = await screen.findByRole('list', { name: 'Followed hashtags' });
  const links = within(list).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['#birds', '#tides']);
  expect(links[1]).toHaveAttribute('href', '#/social.example/t/tides');
  expect(document.title).toBe('Followed hashtags - Petrel');

  await user.click(screen.getByRole('button', { name: 'Unfollow #tides' }));
  expect(await screen.findByRole('button', { name: 'Follow #tides' })).toBeInTheDocument();
  expect(unfollowed).toEqual(['tides']);
});

test('a hashtag typed in the field is followed and joins the list in order; an unfollow can be undone', async () => {
  const user = userEvent.setup();
  renderApp('/followed-hashtags');
  const list = await screen.findByRole('list', { name: 'Followed hashtags' });
  await user.type(screen.getByRole('textbox', { name: 'Follow a hashtag' }), '#kelp');
  await user.click(screen.getByRole('button', { name: 'Follow' }));
  await expect
    .poll(() =>
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    )
    .toEqual(['#birds', '#kelp', '#tides']);
  expect(followed).toEqual(['kelp']);
  expect(screen.getByRole('textbox', { name: 'Follow a hashtag' })).toHaveValue('');

  await user.click(screen.getByRole('button', { name: 'Unfollow #birds' }));
  await user.click(await screen.findByRole('button', { name: 'Follow #birds' }));
  expect(await screen.findByRole('button', { name: 'Unfollow #birds' })).toBeInTheDocument();
  expect(followed).toEqual(['kelp', 'birds']);
});
