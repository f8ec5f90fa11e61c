/**
 * Web push rules: whether this browser and server can do it, and the bodies of Mastodon's
 * /api/v1/push/subscription calls. Push works for one account at a time (SPEC §6).
 */

import { PUSH_ALERT_TYPES, type PushAlertType } from './notifications/kinds';

export type PushAlerts = Record<PushAlertType, boolean>;

export const PUSH_POLICIES = ['all', 'followed', 'follower', 'none'] as const;
export type PushPolicy = (typeof PUSH_POLICIES)[number];

/** Every alert on. */
export const DEFAULT_PUSH_ALERTS = Object.fromEntries(
  PUSH_ALERT_TYPES.map((type) => [type, true]),
) as PushAlerts;

export interface PushEnvironment {
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
  /** Notification.permission, when Notification exists. */
  permission: NotificationPermission | null;
  /** The instance's VAPID public key (account record or instance configuration). */
  vapidKey: string | null | undefined;
  isLoggedIn: boolean;
}

export type PushUnavailableReason =
  'logged-out' | 'unsupported' | 'insecure' | 'denied' | 'no-server-key';

export type PushSupport = { available: true } | { available: false; reason: PushUnavailableReason };

/** Whether push can be offered here; when not, why (never a button that cannot work). */
export function pushSupport(env: PushEnvironment & { isSecureContext: boolean }): PushSupport {
  if (!env.isLoggedIn) return { available: false, reason: 'logged-out' };
  if (!env.isSecureContext) return { available: false, reason: 'insecure' };
  if (!env.hasServiceWorker || !env.hasPushManager || !env.hasNotification) {
    return { available: false, reason: 'unsupported' };
  }
  if (env.permission === 'denied') return { available: false, reason: 'denied' };
  if (!env.vapidKey || !isVapidKey(env.vapidKey)) {
    return { available: false, reason: 'no-server-key' };
  }
  return { available: true };
}

/** Decodes base64 or base64url (padded or not) into bytes; null when it is not base64. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> | null {
  const base64 = value.trim().replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(base64) || base64.length % 4 === 1) return null;
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** A VAPID public key is an uncompressed P-256 point: 65 bytes starting with 0x04. */
export function isVapidKey(value: string): boolean {
  const bytes = base64UrlToBytes(value);
  return bytes !== null && bytes.length === 65 && bytes[0] === 4;
}

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Reads what the server needs from `PushSubscription.toJSON()`; null when a part is missing. */
export function browserSubscription(json: {
  endpoint?: string;
  keys?: Record<string, string>;
}): BrowserSubscription | null {
  const { endpoint, keys } = json;
  if (!endpoint || !keys?.p256dh || !keys.auth) return null;
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

export interface PushData {
  alerts: PushAlerts;
  policy: PushPolicy;
}

/**
 * The body of POST /api/v1/push/subscription. Browsers encrypt with RFC 8291 (aes128gcm), so the
 * subscription says it is `standard` (Mastodon 4.4+; older servers ignore it).
 */
export function createSubscriptionBody(subscription: BrowserSubscription, data: PushData) {
  return {
    subscription: { ...subscription, standard: true },
    data: { alerts: { ...data.alerts }, policy: data.policy },
  };
}

/** The body of PUT /api/v1/push/subscription (only the data part can change). */
export function updateSubscriptionBody(data: PushData) {
  return { data: { alerts: { ...data.alerts }, policy: data.policy } };
}

function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/**
 * The choices held by a server's WebPushSubscription (keys in snake_case or, through masto,
 * camelCase). An alert the server does not list is off; an unknown policy is 'all'.
 */
export function pushDataFromServer(subscription: {
  alerts?: object | null;
  policy?: unknown;
}): PushData {
  const given = new Map<string, unknown>(
    Object.entries(subscription.alerts ?? {}).map(([key, value]) => [snakeCase(key), value]),
  );
  const alerts = Object.fromEntries(
    PUSH_ALERT_TYPES.map((type) => [type, given.get(type) === true]),
  ) as PushAlerts;
  const policy = PUSH_POLICIES.find((known) => known === subscription.policy) ?? 'all';
  return { alerts, policy };
}

/** Where (IndexedDB, read by the service worker too) the key of the account push is on for lives. */
export const PUSH_ACCOUNT_DB_KEY = 'petrel:push-account';
