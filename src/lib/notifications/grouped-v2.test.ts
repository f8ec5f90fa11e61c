import type { mastodon } from 'masto';
import { describe, expect, it } from 'vitest';
import { makeAccount, makeStatus } from '../status-fixture';
import {
  groupsFromResults,
  mergeGroupPages,
  mergeStreamedNotification,
  streamedGroupKey,
} from './grouped-v2';
import { makeNotification } from './notification-fixture';

const erin = makeAccount({ id: 'account-erin', username: 'erin' });
const bob = makeAccount({ id: 'account-bob', username: 'bob' });

function results(groups: Record<string, unknown>[]): mastodon.v1.GroupedNotificationsResults {
  return {
    accounts: [erin, bob],
    statuses: [makeStatus({ id: 'p1' })],
    notificationGroups: groups.map((group) => ({
      groupKey: 'favourite-p1-1',
      notificationsCount: 1,
      type: 'favourite',
      mostRecentNotificationId: '10',
      sampleAccountIds: ['account-erin'],
      ...group,
    })) as unknown as mastodon.v1.NotificationGroup[],
  };
}

describe('groupsFromResults', () => {
  it('looks up the sample accounts and the post in the answer', () => {
    const [row] = groupsFromResults(
      results([
        {
          notificationsCount: 5,
          sampleAccountIds: ['account-erin', 'account-bob'],
          statusId: 'p1',
          pageMaxId: '10',
          pageMinId: '6',
          latestPageNotificationAt: '2026-11-20T12:00:00.000Z',
        },
      ]),
    );
    expect(row.count).toBe(5);
    expect(row.accounts.map((account) => account.username)).toEqual(['erin', 'bob']);
    expect(row.status?.id).toBe('p1');
    expect(row.ids).toEqual(['10', '6']);
  });
});

describe('mergeGroupPages', () => {
  it('joins a group reaching over a page boundary into its first row', () => {
    const first = groupsFromResults(
      results([{ groupKey: 'g', notificationsCount: 4, mostRecentNotificationId: '9' }]),
    );
    const second = groupsFromResults(
      results([
        { groupKey: 'other', mostRecentNotificationId: '7' },
        {
          groupKey: 'g',
          notificationsCount: 2,
          mostRecentNotificationId: '5',
          sampleAccountIds: ['account-bob'],
        },
      ]),
    );
    const rows = mergeGroupPages([first, second]);
    expect(rows.map((row) => row.key)).toEqual(['g', 'other']);
    expect(rows[0].count).toBe(4);
    expect(rows[0].accounts.map((account) => account.username)).toEqual(['erin', 'bob']);
    expect(rows[0].ids).toEqual(['9', '5']);
  });
});

describe('mergeStreamedNotification', () => {
  const rows = mergeGroupPages([
    groupsFromResults(
      results([
        { groupKey: 'mention-x', type: 'mention', mostRecentNotificationId: '12' },
        { groupKey: 'favourite-p1-1', notificationsCount: 2, mostRecentNotificationId: '10' },
      ]),
    ),
  ]);

  it('adds a like to its group and moves the group to the top', () => {
    const like = makeNotification('13', 'favourite', {
      from: 'bob',
      statusId: 'p1',
      groupKey: 'favourite-p1-1',
    });
    const merged = mergeStreamedNotification(rows, like);
    expect(merged.map((row) => row.key)).toEqual(['favourite-p1-1', 'mention-x']);
    expect(merged[0]).toMatchObject({ count: 3, newestId: '13' });
    expect(merged[0].accounts.map((account) => account.username)).toEqual(['bob', 'erin']);
  });

  it('starts a new row for a group not loaded', () => {
    const follow = makeNotification('14', 'follow', { groupKey: 'follow-99' });
    const merged = mergeStreamedNotification(rows, follow);
    expect(merged.map((row) => row.key)).toEqual(['follow-99', 'mention-x', 'favourite-p1-1']);
    expect(merged[0].count).toBe(1);
  });

  it('keeps a mention on its own row whatever key the stream gives it', () => {
    const mention = makeNotification('15', 'mention', { groupKey: 'mention-x' });
    expect(streamedGroupKey(mention)).toBe('ungrouped-15');
    expect(mergeStreamedNotification(rows, mention)).toHaveLength(3);
  });

  it('changes nothing for a notification already shown', () => {
    const again = makeNotification('10', 'favourite', {
      statusId: 'p1',
      groupKey: 'favourite-p1-1',
    });
    expect(mergeStreamedNotification(rows, again)).toEqual(rows);
  });
});
