import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import { accountKey } from '../../lib/accounts';
import { sessionFor } from '../../state/session';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';
import { accountJson, statusJson } from '../../test/fixtures';

const ORIGIN = 'https://social.example';
const API = `${ORIGIN}/api`;

const requestJson = (id: string, username: string, count: string, text?: string) => {
  const account = { ...accountJson(`a${id}`, username), display_name: username.toUpperCase() };
  return {
    id,
    created_at: '2024-05-01T12:00:00.000Z',
    updated_at: '2024-05-01T12:00:00.000Z',
    notifications_count: count,
    account,
    last_status: text ? statusJson(`s${id}`, `<p>${text}</p>`, account) : null,
  };
};

let requests: ReturnType<typeof requestJson>[] = [];
let v2Policy: Record<string, unknown> | null = null;
let v1Policy: Record<string, unknown> | null = null;
let failPolicyWrites = false;
const calls: string[] = [];

const server = setupAppTest(
  http.get(`${API}/v1/accounts/verify_credentials`, () => HttpResponse.json(accountJson('1'))),
  http.get(`${API}/v1/preferences`, () => HttpResponse.json({})),
  http.get(`${API}/v1/notifications/requests`, () => {
    calls.push('GET requests');
    return HttpResponse.json(requests);
  }),
  http.post(`${API}/v1/notifications/requests/:what`, async ({ request, params }) => {
    calls.push(`POST ${String(params.what)} ${JSON.stringify(await request.json())}`);
    return HttpResponse.json({});
  }),
  http.post(`${API}/v1/notifications/requests/:id/:answer`, ({ params }) => {
    calls.push(`POST ${String(params.answer)} ${String(params.id)}`);
    return params.id === 'bad'
      ? HttpResponse.json({ error: 'Nope' }, { status: 500 })
      : HttpResponse.json({});
  }),
  ...(['v1', 'v2'] as const).map((version) =>
    http.get(`${API}/${version}/notifications/policy`, () => {
      const policy = version === 'v2' ? v2Policy : v1Policy;
      return policy
        ? HttpResponse.json(policy)
        : HttpResponse.json({ error: 'Not found' }, { status: 404 });
    }),
  ),
  ...(['v1', 'v2'] as const).map((version) =>
    http.put(`${API}/${version}/notifications/policy`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push(`PUT ${version} ${JSON.stringify(body)}`);
      if (failPolicyWrites) return HttpResponse.json({ error: 'Nope' }, { status: 500 });
      if (version === 'v2') v2Policy = { ...v2Policy, ...body };
      else v1Policy = { ...v1Policy, ...body };
      return HttpResponse.json(version === 'v2' ? v2Policy : v1Policy);
    }),
  ),
);

const summary = { pending_requests_count: 2, pending_notifications_count: 3 };

beforeEach(() => {
  requests = [
    requestJson('10', 'newcomer', '2', 'Hi! Do you know <b>good</b> accounts about birds?'),
    requestJson('11', 'dealsbot', '1'),
  ];
  v2Policy = {
    for_not_following: 'accept',
    for_not_followers: 'accept',
    for_new_accounts: 'accept',
    for_private_mentions: 'filter',
    for_limited_accounts: 'filter',
    summary,
  };
  v1Policy = null;
  failPolicyWrites = false;
  calls.length = 0;
  const account = storedAccount('1');
  storeAccounts([account], accountKey(account));
});

const list = () => screen.findByRole('list', { name: 'Filtered notifications by sender' });

test('each sender with their count and last post, linking to their notifications', async () => {
  renderApp('/notifications/requests');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Filtered notifications' }),
  ).toBeVisible();
  const rows = within(await list());
  const newcomer = rows.getByRole('link', { name: /NEWCOMER/ });
  expect(newcomer).toHaveAttribute('href', '#/notifications/requests/10');
  expect(newcomer).toHaveTextContent('@newcomer · 2 notifications');
  expect(rows.getByRole('link', { name: /DEALSBOT/ })).toHaveTextContent('1 notification');
  expect(rows.getByText('Hi! Do you know good accounts about birds?')).toBeVisible();
});

test('accept one at once; select two and dismiss them in one request', async () => {
  requests.push(requestJson('12', 'spammer', '4'));
  renderApp('/notifications/requests');
  const rows = within(await list());
  await userEvent.click(rows.getByRole('button', { name: 'Accept notifications from NEWCOMER' }));
  expect(rows.queryByText('NEWCOMER')).toBeNull();
  await waitFor(() => expect(calls).toContain('POST accept 10'));

  const dismissSelected = screen.getByRole('button', { name: 'Dismiss selected' });
  expect(dismissSelected).toBeDisabled();
  await userEvent.click(rows.getByRole('checkbox', { name: 'Select DEALSBOT' }));
  await userEvent.click(rows.getByRole('checkbox', { name: 'Select SPAMMER' }));
  expect(screen.getByText('2 selected')).toBeVisible();
  await userEvent.click(dismissSelected);
  expect(await screen.findByText('No notifications are filtered.')).toBeVisible();
  await waitFor(() => expect(calls).toContain('POST dismiss {"id":["11","12"]}'));
});

test('a refused dismissal brings the request back and says so', async () => {
  requests = [requestJson('bad', 'stubborn', '1'), ...requests];
  renderApp('/notifications/requests');
  const rows = within(await list());
  await userEvent.click(rows.getByRole('button', { name: 'Dismiss notifications from STUBBORN' }));
  expect(
    await screen.findByText(
      'Unable to dismiss the notifications from @stubborn. They are still pending.',
    ),
  ).toBeVisible();
  expect(within(await list()).getAllByRole('link')[0]).toHaveTextContent('STUBBORN');
});

test('a server without the endpoints says so plainly, asking once', async () => {
  server.use(
    http.get(`${API}/v1/notifications/requests`, () => {
      calls.push('GET requests');
      return HttpResponse.json({ error: 'Not found' }, { status: 404 });
    }),
  );
  v2Policy = null;
  renderApp('/notifications/requests');
  expect(await screen.findByText(/This server does not filter notifications/)).toBeVisible();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  // Asking again (a retry, or a refetch as the page changes) would keep a query fetching.
  const { queryClient } = sessionFor(storedAccount('1'));
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  expect(calls.filter((call) => call === 'GET requests').length).toBeLessThanOrEqual(1);
});

test('GoToSocial is known to have none: nothing is asked', async () => {
  server.use(
    http.get(`${ORIGIN}/.well-known/nodeinfo`, () =>
      HttpResponse.json({
        links: [{ rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0', href: `${ORIGIN}/ni` }],
      }),
    ),
    http.get(`${ORIGIN}/ni`, () =>
      HttpResponse.json({
        version: '2.0',
        software: { name: 'gotosocial', version: '0.17.0' },
        protocols: ['activitypub'],
        usage: { users: {} },
        openRegistrations: false,
      }),
    ),
  );
  renderApp('/notifications/requests');
  expect(await screen.findByText(/This server does not filter notifications/)).toBeVisible();
  expect(calls).toEqual([]);
});

test('v2 policy: accept, filter or ignore; a change is sent alone and saved', async () => {
  renderApp('/notifications/requests');
  const select = await screen.findByRole('combobox', { name: /People you don't follow/ });
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Accept', 'Filter', 'Ignore']);
  expect(screen.getByRole('combobox', { name: /Accounts limited by moderators/ })).toHaveValue(
    'filter',
  );
  await userEvent.selectOptions(select, 'drop');
  expect(select).toHaveValue('drop');
  expect(await screen.findByText('Saved.')).toBeVisible();
  expect(calls).toContain('PUT v2 {"for_not_following":"drop"}');
});

test('a refused policy change goes back to what it was, with a message', async () => {
  failPolicyWrites = true;
  renderApp('/notifications/requests');
  const select = await screen.findByRole('combobox', { name: /New accounts/ });
  await userEvent.selectOptions(select, 'filter');
  expect(
    await screen.findByText('Unable to change the notification policy. It is as it was.'),
  ).toBeVisible();
  expect(select).toHaveValue('accept');
});

test('v1 only: its four booleans, filter or accept, all sent on a change', async () => {
  v2Policy = null;
  v1Policy = {
    filter_not_following: false,
    filter_not_followers: false,
    filter_new_accounts: true,
    filter_private_mentions: true,
    summary,
  };
  renderApp('/notifications/requests');
  const select = await screen.findByRole('combobox', { name: /People who don't follow you/ });
  expect(within(select).getAllByRole('option')).toHaveLength(2);
  expect(screen.getByRole('combobox', { name: /New accounts/ })).toHaveValue('filter');
  expect(screen.queryByRole('combobox', { name: /limited by moderators/ })).toBeNull();
  await userEvent.selectOptions(select, 'filter');
  await waitFor(() =>
    expect(calls).toContain(
      'PUT v1 {"filter_not_following":false,"filter_not_followers":true,"filter_new_accounts":true,"filter_private_mentions":true}',
    ),
  );
});
