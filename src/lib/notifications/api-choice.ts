import type { CapabilityFlags } from '../capabilities';

export type NotificationsApi = 'v1' | 'v2';

/**
 * Grouped notifications (API v2) only when the person turned the setting on and the server has
 * them; everywhere else API v1, grouped here.
 */
export function notificationsApi(
  capabilities: Pick<CapabilityFlags, 'groupedNotifications'>,
  groupedSetting: boolean,
): NotificationsApi {
  return groupedSetting && capabilities.groupedNotifications ? 'v2' : 'v1';
}

export type UnreadSource = 'server' | 'list';

/**
 * The unread count comes from `/api/v1/notifications/unread_count` where the server has it
 * (Mastodon 4.3, with grouped notifications), else it is counted from the newest page of the
 * list against the marker.
 */
export function unreadSource(
  capabilities: Pick<CapabilityFlags, 'groupedNotifications' | 'markers'>,
): UnreadSource {
  return capabilities.groupedNotifications && capabilities.markers ? 'server' : 'list';
}

/** How new notifications reach the list: the stream, or polling where the server has none. */
export function notificationsLiveMode(
  capabilities: Pick<CapabilityFlags, 'streaming'>,
  connection: string,
): 'stream' | 'poll' {
  return !capabilities.streaming || connection === 'unavailable' ? 'poll' : 'stream';
}
