import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/i18n';
import { groupNotifications } from '../../lib/notifications/client-grouping';
import { KNOWN_NOTIFICATION_TYPES } from '../../lib/notifications/kinds';
import { makeNotification, minutesAfter } from '../../lib/notifications/notification-fixture';
import { notificationWording } from './notification-wording';

const T0 = '2026-11-20T12:00:00.000Z';

beforeAll(async () => {
  await activateLocale('en');
});

const say = (rows: ReturnType<typeof groupNotifications>) => i18n._(notificationWording(rows[0]));

describe('notificationWording', () => {
  it('says "Erin and 4 others liked your post" for five likes', () => {
    const likes = ['erin', 'bob', 'carol', 'dave', 'frank'].map((from, index) =>
      makeNotification(String(10 - index), 'favourite', {
        from,
        statusId: 'p1',
        at: minutesAfter(T0, -index),
      }),
    );
    expect(say(groupNotifications(likes))).toBe('erin and 4 others liked your post');
  });

  it('uses the singular for one other', () => {
    const follows = ['erin', 'bob'].map((from, index) =>
      makeNotification(String(10 - index), 'follow', { from, at: minutesAfter(T0, -index) }),
    );
    expect(say(groupNotifications(follows))).toBe('erin and 1 other followed you');
  });

  it('has a wording of its own for every type, and a generic one for unknown types', () => {
    const sentences = KNOWN_NOTIFICATION_TYPES.map((type) =>
      say(groupNotifications([makeNotification('1', type, { statusId: 'p1' })])),
    );
    expect(new Set(sentences).size).toBe(KNOWN_NOTIFICATION_TYPES.length);
    expect(say(groupNotifications([makeNotification('1', 'emoji_reaction')]))).toBe(
      'erin sent a notification',
    );
  });
});
