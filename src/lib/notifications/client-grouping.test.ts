import { describe, expect, it } from 'vitest';
import { GROUPING_WINDOW_MS, groupNotifications, prependNotifications } from './client-grouping';
import { makeNotification, minutesAfter } from './notification-fixture';

const T0 = '2026-11-20T12:00:00.000Z';
const at = (minutes: number) => minutesAfter(T0, minutes);

describe('groupNotifications (API v1, grouped in the client)', () => {
  it('groups likes of the same post and keeps likes of another post apart', () => {
    const rows = groupNotifications([
      makeNotification('5', 'favourite', { from: 'erin', statusId: 'p1', at: at(50) }),
      makeNotification('4', 'favourite', { from: 'bob', statusId: 'p2', at: at(40) }),
      makeNotification('3', 'favourite', { from: 'carol', statusId: 'p1', at: at(30) }),
      makeNotification('2', 'favourite', { from: 'dave', statusId: 'p1', at: at(20) }),
    ]);
    expect(rows.map((row) => [row.type, row.status?.id, row.count])).toEqual([
      ['favourite', 'p1', 3],
      ['favourite', 'p2', 1],
    ]);
    expect(rows[0].accounts.map((account) => account.username)).toEqual(['erin', 'carol', 'dave']);
    expect(rows[0].ids).toEqual(['5', '3', '2']);
    expect(rows[0].newestId).toBe('5');
  });

  it('groups boosts of one post and follows, but never a like with a boost', () => {
    const rows = groupNotifications([
      makeNotification('6', 'reblog', { from: 'erin', statusId: 'p1', at: at(60) }),
      makeNotification('5', 'favourite', { from: 'erin', statusId: 'p1', at: at(59) }),
      makeNotification('4', 'reblog', { from: 'bob', statusId: 'p1', at: at(58) }),
      makeNotification('3', 'follow', { from: 'carol', at: at(57) }),
      makeNotification('2', 'follow', { from: 'dave', at: at(56) }),
    ]);
    expect(rows.map((row) => [row.type, row.count])).toEqual([
      ['reblog', 2],
      ['favourite', 1],
      ['follow', 2],
    ]);
  });

  it('never groups mentions', () => {
    const rows = groupNotifications([
      makeNotification('3', 'mention', { statusId: 'm3', at: at(3) }),
      makeNotification('2', 'mention', { statusId: 'm2', at: at(2) }),
      makeNotification('1', 'mention', { statusId: 'm2', at: at(1) }),
    ]);
    expect(rows).toHaveLength(3);
  });

  it('starts a new row beyond the time window of the newest member', () => {
    const windowMinutes = GROUPING_WINDOW_MS / 60_000;
    const rows = groupNotifications([
      makeNotification('3', 'follow', { from: 'erin', at: at(windowMinutes + 11) }),
      makeNotification('2', 'follow', { from: 'bob', at: at(10) }),
      makeNotification('1', 'follow', { from: 'carol', at: at(9) }),
    ]);
    expect(rows.map((row) => row.count)).toEqual([1, 2]);
  });

  it('does not group notifications whose dates cannot be read', () => {
    const rows = groupNotifications([
      makeNotification('2', 'follow', { from: 'erin', at: 'yesterday' }),
      makeNotification('1', 'follow', { from: 'bob', at: 'yesterday' }),
    ]);
    expect(rows).toHaveLength(2);
  });

  it('counts a notification listed twice once, and names an account once', () => {
    const rows = groupNotifications([
      makeNotification('3', 'favourite', { from: 'erin', statusId: 'p1', at: at(3) }),
      makeNotification('3', 'favourite', { from: 'erin', statusId: 'p1', at: at(3) }),
      makeNotification('2', 'favourite', { from: 'erin', statusId: 'p1', at: at(2) }),
    ]);
    expect(rows[0].count).toBe(2);
    expect(rows[0].accounts).toHaveLength(1);
  });

  it('renders any type, even unknown ones, as its own row', () => {
    const rows = groupNotifications([makeNotification('1', 'emoji_reaction', { at: at(1) })]);
    expect(rows[0]).toMatchObject({ type: 'emoji_reaction', count: 1, key: 'ungrouped-1' });
  });
});

describe('prependNotifications', () => {
  it('puts new notifications first and skips those already listed', () => {
    const list = [makeNotification('2', 'mention'), makeNotification('1', 'mention')];
    const merged = prependNotifications(list, [
      makeNotification('3', 'mention'),
      makeNotification('2', 'mention'),
    ]);
    expect(merged.map((notification) => notification.id)).toEqual(['3', '2', '1']);
  });
});
