import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { accountHandlers } from '../../components/timeline/timeline-test-kit';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';
import { accountJson, instanceV2Json, statusJson } from '../../test/fixtures';

const ORIGIN = 'https://social.example';
const mine = statusJson('500', '<p>My post about petrels</p>');
const v1Asked: string[] = [];
const decisions: string[] = [];

function withApiLevel(level: number) {
  return { ...instanceV2Json('social.example'), api_versions: { mastodon: level } };
}

setupAppTest(
  http.get(`${ORIGIN}/api/v2/instance`, () => HttpResponse.json(withApiLevel(7))),
  ...accountHandlers(ORIGIN),
  http.get(`${ORIGIN}/api/v2/notifications`, () =>
    HttpResponse.json({
      accounts: ['3', '4', '5'].map((id) => accountJson(id)),
      statuses: [mine],
      notification_groups: [
        {
          group_key: 'favourite-500-1',
          notifications_count: 5,
          type: 'favourite',
          most_recent_notification_id: '30',
          page_min_id: '26',
          page_max_id: '30',
          latest_page_notification_at: '2026-11-20T12:00:00.000Z',
          sample_account_ids: ['3', '4', '5'],
          status_id: '500',
        },
      ],
    }),
  ),
  http.get(`${ORIGIN}/api/v2/notifications/:key/accounts`, ({ params }) =>
    params.key === 'favourite-500-1'
      ? HttpResponse.json(['3', '4', '5', '6', '7'].map((id) => accountJson(id)))
      : new HttpResponse(null, { status: 404 }),
  ),
  http.get(`${ORIGIN}/api/v1/notifications/requests/:id`, () =>
    HttpResponse.json({
      id: '77',
      created_at: '2026-11-20T12:00:00.000Z',
      updated_at: '2026-11-20T12:00:00.000Z',
      notifications_count: '1',
      account: accountJson('9', 'stranger'),
      last_status: null,
    }),
  ),
  http.post(`${ORIGIN}/api/v1/notifications/requests/:id/:decision`, ({ params }) => {
    decisions.push(`${String(params.id)}/${String(params.decision)}`);
    return HttpResponse.json({});
  }),
  http.get(`${ORIGIN}/api/v1/notifications`, ({ request }) => {
    v1Asked.push(new URL(request.url).search);
    return HttpResponse.json([
      {
        id: '40',
        type: 'mention',
        created_at: '2026-11-20T12:00:00.000Z',
        group_key: 'ungrouped-40',
        account: accountJson('9', 'stranger'),
        status: statusJson('600', '<p>Buy my stuff</p>', accountJson('9', 'stranger')),
      },
    ]);
  }),
  http.all('*', () => new HttpResponse(null, { status: 404 })),
);

beforeAll(() => import('./NotificationsPage'), 30_000);
beforeEach(() => {
  v1Asked.length = 0;
  decisions.length = 0;
  storeAccounts([storedAccount('1', 'social.example')]);
});

test('with grouped notifications on, the server groups of API v2 are shown with their full count', async () => {
  localStorage.setItem(
    'petrel:settings:social.example:1',
    JSON.stringify({ groupedNotificationsAlpha: true }),
  );
  const user = userEvent.setup();
  renderApp('/notifications');
  const likes = await screen.findByRole('article', { name: 'User 3 and 4 others liked your post' });
  // The server sent a sample of three; expanding lists all five.
  await user.click(within(likes).getByRole('button', { name: 'Show the accounts' }));
  const accounts = await within(likes).findByRole('list', { name: 'Accounts' });
  await waitFor(() => expect(within(accounts).getAllByRole('link')).toHaveLength(5));
});

test('a filtered request shows its notifications, filtered ones included, and can be accepted', async () => {
  const user = userEvent.setup();
  renderApp('/notifications/requests/77');
  const mention = await screen.findByRole('article', { name: /mentioned you/ });
  expect(within(mention).getByText('Buy my stuff')).toBeInTheDocument();
  const asked = new URLSearchParams(v1Asked[0]);
  expect(asked.get('account_id')).toBe('9');
  expect(asked.get('include_filtered')).toBe('true');
  await user.click(screen.getByRole('button', { name: 'Accept' }));
  await waitFor(() => expect(decisions).toEqual(['77/accept']));
  await waitFor(() => expect(window.location.hash).toBe('#/notifications/requests'));
});
