import { expect, test } from 'vitest';
import {
  filteredCount,
  policyChoices,
  policyFromV1,
  policyFromV2,
  policyRules,
  policyVersionOf,
  requestNotificationCount,
  v1FlagsFromRules,
} from './notification-policy';

const summary = { pendingRequestsCount: 2, pendingNotificationsCount: 3 };

test('a v2 policy keeps its five rules and its summary', () => {
  expect(
    policyFromV2({
      forNotFollowing: 'accept',
      forNotFollowers: 'filter',
      forNewAccounts: 'drop',
      forPrivateMentions: 'filter',
      forLimitedAccounts: 'filter',
      summary,
    }),
  ).toEqual({
    version: 'v2',
    rules: {
      forNotFollowing: 'accept',
      forNotFollowers: 'filter',
      forNewAccounts: 'drop',
      forPrivateMentions: 'filter',
      forLimitedAccounts: 'filter',
    },
    summary,
  });
});

test('a v2 value this client does not know is left out, not guessed', () => {
  const policy = policyFromV2({
    forNotFollowing: 'mute' as never,
    forNotFollowers: 'accept',
    forNewAccounts: 'accept',
    forPrivateMentions: 'accept',
    forLimitedAccounts: 'accept',
  });
  expect(policy.rules).not.toHaveProperty('forNotFollowing');
  expect(policy.summary).toBeNull();
});

test('v1 booleans map to filter (true) and accept (false); v1 has no limited-accounts rule', () => {
  expect(
    policyFromV1({
      filterNotFollowing: true,
      filterNotFollowers: false,
      filterNewAccounts: true,
      filterPrivateMentions: false,
      summary,
    }),
  ).toEqual({
    version: 'v1',
    rules: {
      forNotFollowing: 'filter',
      forNotFollowers: 'accept',
      forNewAccounts: 'filter',
      forPrivateMentions: 'accept',
    },
    summary,
  });
});

test('rules map back to v1 booleans: anything but accept filters; v1 never gets limited accounts', () => {
  expect(
    v1FlagsFromRules({
      forNotFollowing: 'accept',
      forNotFollowers: 'filter',
      forNewAccounts: 'drop',
      forLimitedAccounts: 'filter',
    }),
  ).toEqual({ filterNotFollowing: false, filterNotFollowers: true, filterNewAccounts: true });
});

test('v1 → rules → v1 gives the same booleans back', () => {
  const v1 = {
    filterNotFollowing: false,
    filterNotFollowers: true,
    filterNewAccounts: false,
    filterPrivateMentions: true,
  };
  expect(v1FlagsFromRules(policyFromV1(v1).rules)).toEqual(v1);
});

test('choices and rules per version', () => {
  expect(policyChoices('v2')).toEqual(['accept', 'filter', 'drop']);
  expect(policyChoices('v1')).toEqual(['accept', 'filter']);
  expect(policyRules('v2')).toHaveLength(5);
  expect(policyRules('v1')).toEqual([
    'forNotFollowing',
    'forNotFollowers',
    'forNewAccounts',
    'forPrivateMentions',
  ]);
});

test.each([
  [{ notificationPolicyV1: true, notificationPolicyV2: true }, 'v2'],
  [{ notificationPolicyV1: true, notificationPolicyV2: false }, 'v1'],
  [{ notificationPolicyV1: false, notificationPolicyV2: false }, null],
] as const)('capabilities %j → policy API %s', (capabilities, version) => {
  expect(policyVersionOf(capabilities)).toBe(version);
});

test.each([
  ['3', 3],
  [2, 2],
  ['x', 0],
  [null, 0],
  [-1, 0],
] as const)('a request count of %j reads as %d', (count, value) => {
  expect(requestNotificationCount(count)).toBe(value);
});

test('the summary counts what is filtered when the server sends one', () => {
  expect(filteredCount(summary, [{ notificationsCount: '9' }])).toEqual({
    people: 2,
    notifications: 3,
  });
});

test('without a summary the requests are counted: one person each', () => {
  expect(
    filteredCount(null, [
      { notificationsCount: '2' },
      { notificationsCount: 1 },
      { notificationsCount: '4' },
    ]),
  ).toEqual({ people: 3, notifications: 7 });
});

test('nothing filtered, or nothing known: null', () => {
  expect(filteredCount({ pendingRequestsCount: 0, pendingNotificationsCount: 0 }, null)).toBeNull();
  expect(filteredCount(null, [])).toBeNull();
  expect(filteredCount(null, null)).toBeNull();
});

test('a request holds at least one notification, whatever an inaccurate count says', () => {
  expect(filteredCount({ pendingRequestsCount: 2, pendingNotificationsCount: 0 }, null)).toEqual({
    people: 2,
    notifications: 2,
  });
});
