/**
 * What the service worker shows for a Mastodon push message, and where its click leads. The
 * payload carries the account's access token: it is never kept, shown or logged.
 */
import { inAppUrl } from './safe-href';

export interface MastodonPushPayload {
  title: string;
  body: string;
  icon: string | null;
  notificationId: string | null;
  notificationType: string | null;
  preferredLocale: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Reads the fields Petrel uses (the access token is dropped here); null for a non-object. */
export function parsePushPayload(raw: unknown): MastodonPushPayload | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const payload = raw as Record<string, unknown>;
  const id = payload.notification_id;
  return {
    title: text(payload.title) ?? '',
    body: text(payload.body) ?? '',
    icon: text(payload.icon),
    notificationId: typeof id === 'number' ? String(id) : text(id),
    notificationType: text(payload.notification_type),
    preferredLocale: text(payload.preferred_locale),
  };
}

/** The app address of an account's notifications: `#/notifications?account=<key>`. */
export function notificationsUrl(scope: string, accountKey: string | null): string {
  const query = accountKey ? `?account=${encodeURIComponent(accountKey)}` : '';
  return new URL(`#/notifications${query}`, scope).href;
}

export interface NotificationData {
  url: string;
  notificationId: string | null;
  notificationType: string | null;
  accountKey: string | null;
}

export interface ShownNotification {
  title: string;
  options: {
    body: string;
    icon?: string;
    badge: string;
    lang?: string;
    tag?: string;
    data: NotificationData;
  };
}

/**
 * The notification shown for a push message. `accountKey` is the account push was turned on
 * for (one at a time); `fallbackTitle` is the app's name, for a payload without a title.
 */
export function notificationToShow(
  payload: MastodonPushPayload | null,
  {
    scope,
    accountKey,
    fallbackTitle,
  }: { scope: string; accountKey: string | null; fallbackTitle: string },
): ShownNotification {
  const data: NotificationData = {
    url: notificationsUrl(scope, accountKey),
    notificationId: payload?.notificationId ?? null,
    notificationType: payload?.notificationType ?? null,
    accountKey,
  };
  return {
    title: payload?.title || fallbackTitle,
    options: {
      body: payload?.body ?? '',
      ...(payload?.icon ? { icon: payload.icon } : {}),
      badge: new URL('icons/icon-192.png', scope).href,
      ...(payload?.preferredLocale ? { lang: payload.preferredLocale } : {}),
      ...(payload?.notificationId ? { tag: `${accountKey ?? ''}/${payload.notificationId}` } : {}),
      data,
    },
  };
}

/** Where a click on a shown notification leads: its data's URL when it is inside the app. */
export function clickTarget(data: unknown, scope: string): string {
  const url = (data as Partial<NotificationData> | null)?.url;
  return (typeof url === 'string' && inAppUrl(url, scope)) || notificationsUrl(scope, null);
}

/** The app window to reuse for a click: one already showing the app, focused first. */
export function pickWindow<T extends { url: string; focused?: boolean }>(
  windows: readonly T[],
  scope: string,
): T | null {
  const ours = windows.filter((window) => inAppUrl(window.url, scope) !== null);
  return ours.find((window) => window.focused) ?? ours[0] ?? null;
}
