import { createRestAPIClient, type mastodon } from 'masto';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkPath } from './helpers/links';
import { expectSchema } from './helpers/schema';
import { api, loginAs, sandboxForFile } from './helpers/sandbox';

const sandbox = sandboxForFile({ resetEachTest: true });
let token: string;
let bobToken: string;
let rest: mastodon.rest.Client;

interface RawNotification {
  id: string;
  type: string;
  group_key: string;
  account: { id: string; acct: string };
}

beforeAll(async () => {
  token = await loginAs(sandbox, 'alice');
  bobToken = await loginAs(sandbox, 'bob');
  rest = createRestAPIClient({ url: sandbox.url, accessToken: token });
});

describe('notifications v1', () => {
  it('lists, filters by type and account, and paginates both ways', async () => {
    const all = await api<RawNotification[]>(sandbox, '/api/v1/notifications?limit=10', { token });
    expect(all.status).toBe(200);
    expectSchema('Notification[]', all.body);
    expect(all.body).toHaveLength(10);
    const next = linkPath(all.headers.get('link'), 'next')!;
    expect(next).toContain(`max_id=${all.body[9].id}`);
    const older = await api<RawNotification[]>(sandbox, next, { token });
    expect(BigInt(older.body[0].id) < BigInt(all.body[9].id)).toBe(true);
    const prev = linkPath(older.headers.get('link'), 'prev')!;
    const back = await api<RawNotification[]>(sandbox, prev, { token });
    expect(back.body.map((entry) => entry.id)).toEqual(all.body.map((entry) => entry.id));

    const follows = await api<RawNotification[]>(sandbox, '/api/v1/notifications?types[]=follow', {
      token,
    });
    expect(follows.body.length).toBeGreaterThan(0);
    expect(follows.body.every((entry) => entry.type === 'follow')).toBe(true);
    const noFavourites = await api<RawNotification[]>(
      sandbox,
      '/api/v1/notifications?exclude_types[]=favourite&limit=40',
      { token },
    );
    expect(noFavourites.body.some((entry) => entry.type === 'favourite')).toBe(false);
    const fromOne = follows.body[0].account.id;
    const byAccount = await api<RawNotification[]>(
      sandbox,
      `/api/v1/notifications?account_id=${fromOne}`,
      {
        token,
      },
    );
    expect(byAccount.body.every((entry) => entry.account.id === fromOne)).toBe(true);
  });

  it('pages with masto.js in both directions', async () => {
    const pages = rest.v1.notifications.list({ limit: 5 }).values();
    const first = (await pages.next()).value as mastodon.v1.Notification[];
    const second = (await pages.next()).value as mastodon.v1.Notification[];
    expect(BigInt(second[0].id) < BigInt(first[4].id)).toBe(true);
    const backwards = rest.v1.notifications
      .list({ maxId: second[4].id, limit: 5 })
      .setDirection('prev')
      .values();
    const third = (await backwards.next()).value as mastodon.v1.Notification[];
    expect(BigInt(third[0].id) < BigInt(second[4].id)).toBe(true);
    const newer = (await backwards.next()).value as mastodon.v1.Notification[];
    expect(newer.map((entry) => entry.id)).toEqual(second.map((entry) => entry.id));
  });

  it('gets, dismisses and clears, with unread counts from the marker', async () => {
    const [first] = (
      await api<RawNotification[]>(sandbox, '/api/v1/notifications?limit=1', { token })
    ).body;
    const one = await api(sandbox, `/api/v1/notifications/${first.id}`, { token });
    expectSchema('Notification', one.body);
    const unread = await api<{ count: number }>(sandbox, '/api/v1/notifications/unread_count', {
      token,
    });
    expectSchema('CountResponse', unread.body);
    expect(unread.body.count).toBeGreaterThan(0);
    const dismissed = await api(sandbox, `/api/v1/notifications/${first.id}/dismiss`, {
      method: 'POST',
      token,
    });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toEqual({});
    expect((await api(sandbox, `/api/v1/notifications/${first.id}`, { token })).status).toBe(404);
    await api(sandbox, '/api/v1/markers', {
      method: 'POST',
      token,
      json: { notifications: { last_read_id: '99999999999999999999' } },
    });
    const none = await api<{ count: number }>(sandbox, '/api/v1/notifications/unread_count', {
      token,
    });
    expect(none.body.count).toBe(0);
    expect(
      (await api(sandbox, '/api/v1/notifications/clear', { method: 'POST', token })).body,
    ).toEqual({});
    expect((await api<unknown[]>(sandbox, '/api/v1/notifications', { token })).body).toEqual([]);
  });

  it('answers auth and missing records like Mastodon', async () => {
    expect((await api(sandbox, '/api/v1/notifications')).status).toBe(401);
    const limited = await loginAs(sandbox, 'alice', 'read:accounts');
    const forbidden = await api(sandbox, '/api/v1/notifications', { token: limited });
    expect(forbidden.status).toBe(403);
    expectSchema('Error', forbidden.body);
    const missing = await api(sandbox, '/api/v1/notifications/123', { token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Record not found' });
    expect(
      (await api(sandbox, '/api/v1/notifications/123/dismiss', { method: 'POST', token })).status,
    ).toBe(404);
  });

  it('keeps notifications filtered by the policy out of the list unless asked', async () => {
    const [target] = (
      await api<{ id: string }[]>(sandbox, '/api/v1/timelines/public?local=true&limit=1')
    ).body;
    await api(sandbox, `/api/v1/statuses/${target.id}/favourite`, {
      method: 'POST',
      token: bobToken,
    });
    const fresh = await api<RawNotification[]>(sandbox, '/api/v1/notifications?limit=40', {
      token,
    });
    expect(fresh.body.some((entry) => entry.account.acct === 'newcomer@fresh.example')).toBe(false);
    const withFiltered = await api<RawNotification[]>(
      sandbox,
      '/api/v1/notifications?include_filtered=true&limit=80',
      { token },
    );
    expect(withFiltered.body.some((entry) => entry.account.acct === 'newcomer@fresh.example')).toBe(
      true,
    );
  });
});

interface RawGrouped {
  accounts: { id: string }[];
  partial_accounts?: { id: string }[];
  statuses: { id: string }[];
  notification_groups: {
    group_key: string;
    type: string;
    notifications_count: number;
    sample_account_ids: string[];
    page_min_id: string;
    page_max_id: string;
    most_recent_notification_id: number;
  }[];
}

describe('grouped notifications v2', () => {
  it('groups favourites and reblogs and references every account and status', async () => {
    const response = await api<RawGrouped>(sandbox, '/api/v2/notifications?limit=20', { token });
    expect(response.status).toBe(200);
    expectSchema('GroupedNotificationsResults', response.body);
    const groups = response.body.notification_groups;
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.length).toBeLessThanOrEqual(20);
    expect(groups.some((group) => group.notifications_count > 1)).toBe(true);
    const accountIds = new Set(response.body.accounts.map((account) => account.id));
    for (const group of groups)
      for (const id of group.sample_account_ids) expect(accountIds.has(id)).toBe(true);
    const next = linkPath(response.headers.get('link'), 'next')!;
    const minId = groups
      .map((group) => BigInt(group.page_min_id))
      .reduce((a, b) => (a < b ? a : b));
    expect(next).toContain(`max_id=${minId}`);
    const older = await api<RawGrouped>(sandbox, next, { token });
    expectSchema('GroupedNotificationsResults', older.body);
    for (const group of older.body.notification_groups)
      expect(BigInt(group.page_max_id) < minId).toBe(true);
  });

  it('keeps every digit of most_recent_notification_id and honours grouped_types', async () => {
    const raw = await fetch(`${sandbox.url}/api/v2/notifications?limit=5`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const text = await raw.text();
    const body = JSON.parse(text) as RawGrouped;
    for (const group of body.notification_groups)
      expect(text).toContain(`"most_recent_notification_id":${group.page_max_id}`);
    const ungrouped = await api<RawGrouped>(
      sandbox,
      '/api/v2/notifications?grouped_types[]=follow&limit=40',
      {
        token,
      },
    );
    for (const group of ungrouped.body.notification_groups)
      if (group.type === 'favourite') expect(group.group_key).toMatch(/^ungrouped-/);
    const partial = await api<RawGrouped>(
      sandbox,
      '/api/v2/notifications?expand_accounts=partial_avatars',
      {
        token,
      },
    );
    expectSchema('GroupedNotificationsResults', partial.body);
    expect(Array.isArray(partial.body.partial_accounts)).toBe(true);
  });

  it('reads, lists accounts of, and dismisses one group; counts unread groups', async () => {
    const page = await api<RawGrouped>(sandbox, '/api/v2/notifications?types[]=favourite', {
      token,
    });
    const group = page.body.notification_groups[0];
    const one = await api<RawGrouped>(sandbox, `/api/v2/notifications/${group.group_key}`, {
      token,
    });
    expectSchema('GroupedNotificationsResults', one.body);
    expect(one.body.notification_groups).toHaveLength(1);
    const accounts = await api(sandbox, `/api/v2/notifications/${group.group_key}/accounts`, {
      token,
    });
    expectSchema('Account[]', accounts.body);
    const unread = await api(sandbox, '/api/v2/notifications/unread_count', { token });
    expectSchema('CountResponse', unread.body);
    const dismissed = await api(sandbox, `/api/v2/notifications/${group.group_key}/dismiss`, {
      method: 'POST',
      token,
    });
    expect(dismissed.body).toEqual({});
    expect((await api(sandbox, `/api/v2/notifications/${group.group_key}`, { token })).status).toBe(
      404,
    );
    expect((await api(sandbox, '/api/v2/notifications/nope/accounts', { token })).status).toBe(404);
  });

  it('lists grouped notifications with masto.js', async () => {
    const result = await rest.v2.notifications.list({ limit: 10 });
    expect(result.notificationGroups.length).toBeGreaterThan(0);
    expect(result.accounts.length).toBeGreaterThan(0);
  });
});

describe('notification requests and policy', () => {
  it('lists seeded requests from strangers and accepts one', async () => {
    const list = await api<
      { id: string; notifications_count: string; account: { acct: string } }[]
    >(sandbox, '/api/v1/notifications/requests', { token });
    expectSchema('NotificationRequest[]', list.body);
    const newcomer = list.body.find((entry) => entry.account.acct === 'newcomer@fresh.example')!;
    expect(newcomer.notifications_count).toBe('2');
    expectSchema(
      'NotificationRequest',
      (await api(sandbox, `/api/v1/notifications/requests/${newcomer.id}`, { token })).body,
    );
    const policy = await api<{ summary: { pending_requests_count: number } }>(
      sandbox,
      '/api/v2/notifications/policy',
      { token },
    );
    expectSchema('NotificationPolicy', policy.body);
    expect(policy.body.summary.pending_requests_count).toBe(list.body.length);
    const accepted = await api(sandbox, `/api/v1/notifications/requests/${newcomer.id}/accept`, {
      method: 'POST',
      token,
    });
    expect(accepted.body).toEqual({});
    expectSchema(
      'MergedResponse',
      (await api(sandbox, '/api/v1/notifications/requests/merged', { token })).body,
    );
    const inbox = await api<RawNotification[]>(
      sandbox,
      '/api/v1/notifications?types[]=mention&limit=40',
      {
        token,
      },
    );
    expect(
      inbox.body.filter((entry) => entry.account.acct === 'newcomer@fresh.example'),
    ).toHaveLength(2);
    expect(
      (await api(sandbox, `/api/v1/notifications/requests/${newcomer.id}`, { token })).status,
    ).toBe(404);
  });

  it('dismisses requests in bulk and updates the policy', async () => {
    const list = await api<{ id: string }[]>(sandbox, '/api/v1/notifications/requests', { token });
    const dismissed = await api(sandbox, '/api/v1/notifications/requests/dismiss', {
      method: 'POST',
      token,
      json: { id: list.body.map((entry) => entry.id) },
    });
    expect(dismissed.body).toEqual({});
    expect(
      (await api<unknown[]>(sandbox, '/api/v1/notifications/requests', { token })).body,
    ).toEqual([]);
    const patched = await api<{ for_not_following: string }>(
      sandbox,
      '/api/v2/notifications/policy',
      {
        method: 'PATCH',
        token,
        json: { for_not_following: 'filter', for_new_accounts: 'drop' },
      },
    );
    expectSchema('NotificationPolicy', patched.body);
    expect(patched.body.for_not_following).toBe('filter');
    const invalid = await api(sandbox, '/api/v2/notifications/policy', {
      method: 'PATCH',
      token,
      json: { for_not_following: 'maybe' },
    });
    expect(invalid.status).toBe(422);
    expectSchema('Error', invalid.body);
    const viaMasto = await rest.v2.notifications.policy.fetch();
    expect(viaMasto.forNewAccounts).toBe('drop');
  });

  it('keeps the v1 policy (booleans) in step with v2, through PUT and PATCH', async () => {
    type V1 = Record<string, boolean> & { summary: { pending_requests_count: number } };
    const v1 = await api<V1>(sandbox, '/api/v1/notifications/policy', { token });
    expect(v1.status).toBe(200);
    expectSchema('V1NotificationPolicy', v1.body);
    // Mastodon's defaults: only private mentions are filtered; the seeded strangers are pending.
    expect(v1.body).toMatchObject({
      filter_not_following: false,
      filter_not_followers: false,
      filter_new_accounts: false,
      filter_private_mentions: true,
    });
    expect(v1.body.summary.pending_requests_count).toBeGreaterThan(0);

    const put = await api<V1>(sandbox, '/api/v1/notifications/policy', {
      method: 'PUT',
      token,
      json: { filter_not_following: true, filter_private_mentions: false },
    });
    expectSchema('V1NotificationPolicy', put.body);
    expect(put.body).toMatchObject({ filter_not_following: true, filter_private_mentions: false });
    const v2 = await rest.v2.notifications.policy.fetch();
    expect(v2.forNotFollowing).toBe('filter');
    expect(v2.forPrivateMentions).toBe('accept');
    // v1 has no limited-accounts rule: it is left as it was.
    expect(v2.forLimitedAccounts).toBe('filter');

    // A v2 `drop` shows as filtering in v1.
    const viaPut = await api(sandbox, '/api/v2/notifications/policy', {
      method: 'PUT',
      token,
      json: { for_new_accounts: 'drop' },
    });
    expectSchema('NotificationPolicy', viaPut.body);
    const patched = await api<V1>(sandbox, '/api/v1/notifications/policy', {
      method: 'PATCH',
      token,
      json: { filter_not_following: 'false' },
    });
    expect(patched.body).toMatchObject({ filter_not_following: false, filter_new_accounts: true });
    expect((await rest.v2.notifications.policy.fetch()).forNewAccounts).toBe('drop');

    const anonymous = await api(sandbox, '/api/v1/notifications/policy', {});
    expect(anonymous.status).toBe(401);
  });
});
