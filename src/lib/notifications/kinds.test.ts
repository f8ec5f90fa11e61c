import { describe, expect, it } from 'vitest';
import { notificationsApi, notificationsLiveMode, unreadSource } from './api-choice';
import {
  KNOWN_NOTIFICATION_TYPES,
  excludedTypes,
  notificationIcon,
  notificationKind,
  parseHiddenFilters,
  PUSH_ALERT_TYPES,
} from './kinds';

describe('notification kinds', () => {
  it('gives each of the 14 types of Mastodon 4.5 its own kind and an icon', () => {
    expect(KNOWN_NOTIFICATION_TYPES).toHaveLength(14);
    for (const type of KNOWN_NOTIFICATION_TYPES) {
      expect(notificationKind(type)).toBe(type);
      expect(notificationIcon(type)).not.toBe('generic');
    }
  });

  it('offers push alerts for every kind, in its order, but edits of quoted posts, admin and moderation', () => {
    const notOffered: string[] = [
      'quoted_update',
      'admin.sign_up',
      'admin.report',
      'severed_relationships',
      'moderation_warning',
    ];
    expect(PUSH_ALERT_TYPES).toEqual(
      KNOWN_NOTIFICATION_TYPES.filter((type) => !notOffered.includes(type)),
    );
  });

  it('treats unknown types generically', () => {
    expect(notificationKind('emoji_reaction')).toBe('unknown');
    expect(notificationIcon('emoji_reaction')).toBe('generic');
  });
});

describe('type filters', () => {
  it('excludes the types of the hidden filters, never unknown types unless "other" is hidden', () => {
    expect(excludedTypes(['favourite', 'follow'])).toEqual([
      'favourite',
      'follow',
      'follow_request',
    ]);
    expect(excludedTypes(['other'])).toEqual([
      'admin.report',
      'admin.sign_up',
      'moderation_warning',
      'severed_relationships',
      'status',
    ]);
  });

  it('reads only known filters from storage', () => {
    expect(parseHiddenFilters(['mention', 'bogus', 'mention'])).toEqual(['mention']);
    expect(parseHiddenFilters('mention')).toEqual([]);
  });
});

describe('capability fallbacks', () => {
  it('uses grouped notifications only with the setting on and a server that has them', () => {
    expect(notificationsApi({ groupedNotifications: true }, true)).toBe('v2');
    expect(notificationsApi({ groupedNotifications: true }, false)).toBe('v1');
    expect(notificationsApi({ groupedNotifications: false }, true)).toBe('v1');
  });

  it('counts unread notifications in the client where the server has no count', () => {
    expect(unreadSource({ groupedNotifications: true, markers: true })).toBe('server');
    expect(unreadSource({ groupedNotifications: false, markers: true })).toBe('list');
  });

  it('polls where the server has no streaming or it does not work', () => {
    expect(notificationsLiveMode({ streaming: false }, 'idle')).toBe('poll');
    expect(notificationsLiveMode({ streaming: true }, 'unavailable')).toBe('poll');
    expect(notificationsLiveMode({ streaming: true }, 'open')).toBe('stream');
  });
});
