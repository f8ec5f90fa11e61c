import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from '../../test/memory-router';
import { beforeEach, expect, test } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { accountKey } from '../../lib/accounts';
import { useNotificationPolicy, usePolicyVersion } from '../../state/notification-policy';
import { useSession } from '../../state/session';
import { setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';
import { accountJson, instanceV2Json } from '../../test/fixtures';
import { FilteredNotificationsLine } from './FilteredNotificationsLine';

const ORIGIN = 'https://social.example';
const API = `${ORIGIN}/api`;
let v2Policy: Record<string, unknown> | null;
let v1Policy: Record<string, unknown> | null;
let requests: { notifications_count: string }[];
const asked: string[] = [];

const server = setupAppTest(
  ...(['v1', 'v2'] as const).map((version) =>
    http.get(`${API}/${version}/notifications/policy`, () => {
      asked.push(`${version} policy`);
      const policy = version === 'v2' ? v2Policy : v1Policy;
      return policy
        ? HttpResponse.json(policy)
        : HttpResponse.json({ error: 'Not found' }, { status: 404 });
    }),
  ),
  http.get(`${API}/v1/notifications/requests`, () => {
    asked.push('requests');
    return HttpResponse.json(
      requests.map((request, index) => ({
        id: String(index + 1),
        created_at: '2024-05-01T12:00:00.000Z',
        updated_at: '2024-05-01T12:00:00.000Z',
        account: accountJson(String(index + 10)),
        ...request,
      })),
    );
  }),
);

const rules = {
  for_not_following: 'accept',
  for_not_followers: 'accept',
  for_new_accounts: 'accept',
  for_private_mentions: 'filter',
  for_limited_accounts: 'filter',
};

beforeEach(() => {
  v2Policy = null;
  v1Policy = null;
  requests = [];
  asked.length = 0;
  const account = storedAccount('1');
  storeAccounts([account], accountKey(account));
});

/**
 * What the line decides from, shown beside it: a test that expects no line waits for the decision
 * to be made (rendered in the same pass as the line) rather than for a while.
 */
function Decided() {
  const { version, isPending } = usePolicyVersion();
  const policy = useNotificationPolicy();
  return (
    <p>
      Policy API {isPending ? 'unknown' : (version ?? 'none')}, policy {policy.status}
    </p>
  );
}

function Harness() {
  const { queryClient } = useSession();
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <main>
          <FilteredNotificationsLine />
          <Decided />
        </main>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

function renderLine() {
  return render(
    <I18nProvider i18n={i18n}>
      <Harness />
    </I18nProvider>,
  );
}

test('the v2 summary: how many notifications from how many people, linking to where they wait', async () => {
  v2Policy = { ...rules, summary: { pending_requests_count: 2, pending_notifications_count: 3 } };
  renderLine();
  const link = await screen.findByRole('link', {
    name: '3 notifications from 2 people are filtered',
  });
  expect(link).toHaveAttribute('href', '/notifications/requests');
  expect(asked).not.toContain('requests');
});

test('one of each, in the singular', async () => {
  v2Policy = { ...rules, summary: { pending_requests_count: 1, pending_notifications_count: 1 } };
  renderLine();
  expect(
    await screen.findByRole('link', { name: '1 notification from 1 person is filtered' }),
  ).toBeVisible();
});

test('nothing filtered: no line', async () => {
  v2Policy = { ...rules, summary: { pending_requests_count: 0, pending_notifications_count: 0 } };
  const { container } = renderLine();
  await screen.findByText('Policy API v2, policy success');
  expect(asked).toContain('v2 policy');
  expect(container.querySelector('.filtered-line')).toBeNull();
});

test('a policy without a summary: the requests are counted', async () => {
  v2Policy = null;
  v1Policy = {
    filter_not_following: false,
    filter_not_followers: false,
    filter_new_accounts: false,
    filter_private_mentions: true,
  };
  requests = [{ notifications_count: '4' }, { notifications_count: '1' }];
  renderLine();
  expect(
    await screen.findByRole('link', { name: '5 notifications from 2 people are filtered' }),
  ).toBeVisible();
});

test('a server that filters nothing (GoToSocial): no line, nothing asked', async () => {
  server.use(
    http.get(`${API}/v2/instance`, () =>
      HttpResponse.json({ ...instanceV2Json('social.example'), version: '0.17.3 git-abc' }),
    ),
    http.get(`${ORIGIN}/.well-known/nodeinfo`, () =>
      HttpResponse.json({
        links: [{ rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0', href: `${ORIGIN}/ni` }],
      }),
    ),
    http.get(`${ORIGIN}/ni`, () =>
      HttpResponse.json({
        version: '2.0',
        software: { name: 'gotosocial', version: '0.17.3' },
        protocols: ['activitypub'],
        usage: { users: {} },
        openRegistrations: false,
      }),
    ),
  );
  const { container } = renderLine();
  // A server with no policy API leaves the policy query off (pending) for good.
  await screen.findByText('Policy API none, policy pending');
  expect(container.querySelector('.filtered-line')).toBeNull();
  expect(asked).toEqual([]);
});
