import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import { accountJson } from '../test/fixtures';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../test/app-test';

const DEFAULT = 'https://mastodon.social';
const requests: string[] = [];
const notFound = () => HttpResponse.json({ error: 'Record not found' }, { status: 404 });

setupAppTest(
  http.get(`${DEFAULT}/api/v1/statuses/404404`, () => {
    requests.push('status');
    return notFound();
  }),
  http.get(`${DEFAULT}/api/v1/statuses/404404/context`, notFound),
  http.get(`${DEFAULT}/api/v1/accounts/404404`, () => {
    requests.push('account');
    return notFound();
  }),
  http.get(`${DEFAULT}/api/v1/tags/nosuchtag`, () => {
    requests.push('tag');
    return notFound();
  }),
  http.get(`${DEFAULT}/api/v1/timelines/tag/nosuchtag`, () => HttpResponse.json([])),
  http.get('https://social.example/api/v1/accounts/verify_credentials', () =>
    HttpResponse.json(accountJson('1')),
  ),
  http.get('https://social.example/api/v1/lists/404404', () => {
    requests.push('list');
    return notFound();
  }),
  http.all('https://social.example/*', notFound),
);

beforeEach(() => {
  requests.length = 0;
});

// Each page says "not found" only once its query has failed for good: a retry would have been
// asked for (and logged) before the message could show, so the log is checked as soon as it shows.

test('a missing post says so, with a way back and no retry, and is asked for once', async () => {
  renderApp('/s/404404');
  expect(await screen.findByText('Post not found. It may have been deleted.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '#/');
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(requests).toEqual(['status']);
});

test('a missing profile says so, asked for once', async () => {
  renderApp('/a/404404');
  expect(await screen.findByText('Profile not found.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  expect(requests).toEqual(['account']);
});

test('a hashtag the server has never seen says so, asked for once', async () => {
  renderApp('/t/nosuchtag');
  expect(
    await screen.findByText('Hashtag #nosuchtag not found on mastodon.social.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
  expect(requests).toEqual(['tag']);
});

test('a missing list says so and leads back to the lists, asked for once', async () => {
  storeAccounts([storedAccount('1', 'social.example')]);
  renderApp('/lists/404404');
  expect(await screen.findByText('List not found. It may have been deleted.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All lists' })).toHaveAttribute('href', '#/lists');
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  expect(requests).toEqual(['list']);
});
