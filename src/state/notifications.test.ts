import { describe, expect, it } from 'vitest';
import { groupsFromResults } from '../lib/notifications/grouped-v2';
import { makeNotification } from '../lib/notifications/notification-fixture';
import { makeAccount, makeStatus } from '../lib/status-fixture';
import {
  notificationOrder,
  notificationRows,
  revealNotifications,
  type NotificationsData,
  type NotificationsPage,
} from './notifications';

const v1Page = (ids: string[], older?: string): NotificationsPage => ({
  notifications: ids.map((id) => makeNotification(id, 'mention', { statusId: `s${id}` })),
  groups: [],
  statuses: [],
  older,
});

describe('revealNotifications', () => {
  it('puts waiting v1 notifications above the loaded ones, each once, keeping the pages below', () => {
    const data: NotificationsData = { pages: [v1Page(['3', '2'], '2')], pageParams: [undefined] };
    const revealed = revealNotifications(data, [
      makeNotification('5', 'mention'),
      makeNotification('3', 'mention'),
    ]);
    expect(notificationOrder(revealed)).toEqual(['5', '3', '2']);
    expect(revealed?.pages.at(-1)?.older).toBe('2');
    expect(revealed?.pages[0].statuses).toEqual([]);
  });

  it('merges waiting notifications into their v2 groups, wherever the group was loaded', () => {
    const page = (key: string, count: number, newest: string): NotificationsPage => {
      const groups = groupsFromResults({
        accounts: [makeAccount({ id: 'a1' })],
        statuses: [makeStatus({ id: 'p1' })],
        notificationGroups: [
          {
            groupKey: key,
            notificationsCount: count,
            type: 'favourite',
            mostRecentNotificationId: newest,
            sampleAccountIds: ['a1'],
            statusId: 'p1',
          },
        ] as never,
      });
      return { notifications: [], groups, statuses: [], older: newest };
    };
    const data: NotificationsData = {
      pages: [page('mention-x', 1, '20'), page('favourite-p1', 3, '10')],
      pageParams: [undefined, '20'],
    };
    const like = makeNotification('30', 'favourite', {
      from: 'zed',
      statusId: 'p1',
      groupKey: 'favourite-p1',
    });
    const rows = notificationRows(revealNotifications(data, [like]));
    expect(rows.map((row) => [row.key, row.count])).toEqual([
      ['favourite-p1', 4],
      ['mention-x', 1],
    ]);
  });
});
