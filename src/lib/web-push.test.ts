import { describe, expect, test } from 'vitest';
import {
  DEFAULT_PUSH_ALERTS,
  base64UrlToBytes,
  browserSubscription,
  createSubscriptionBody,
  isVapidKey,
  pushDataFromServer,
  pushSupport,
  updateSubscriptionBody,
} from './web-push';

// A real P-256 public key (uncompressed point), as Mastodon's configuration.vapid.public_key.
const VAPID =
  'BCk-QqERU0q-CfYZjcuB6lnyyOYfJ2AifKqfeGIm7Z-HiTU5T9eTG5GxVA0_OH5mMlI4UkkDTpaZwozy0TzdZ2M=';

const capable = {
  hasServiceWorker: true,
  hasPushManager: true,
  hasNotification: true,
  permission: 'default' as NotificationPermission,
  vapidKey: VAPID,
  isLoggedIn: true,
  isSecureContext: true,
};

describe('pushSupport', () => {
  test('a capable browser, a logged-in account and a server key: available', () => {
    expect(pushSupport(capable)).toEqual({ available: true });
  });

  test.each([
    [{ isLoggedIn: false }, 'logged-out'],
    [{ isSecureContext: false }, 'insecure'],
    [{ hasPushManager: false }, 'unsupported'],
    [{ hasNotification: false }, 'unsupported'],
    [{ hasServiceWorker: false }, 'unsupported'],
    [{ permission: 'denied' as NotificationPermission }, 'denied'],
    [{ vapidKey: null }, 'no-server-key'],
    [{ vapidKey: '' }, 'no-server-key'],
    [{ vapidKey: 'vapid-social.example' }, 'no-server-key'],
  ])('%o: unavailable because %s', (change, reason) => {
    expect(pushSupport({ ...capable, ...change })).toEqual({ available: false, reason });
  });
});

test('a VAPID key is a 65-byte uncompressed P-256 point, base64url or base64', () => {
  expect(isVapidKey(VAPID)).toBe(true);
  expect(isVapidKey(VAPID.replace(/-/g, '+').replace(/_/g, '/'))).toBe(true);
  expect(isVapidKey(VAPID.slice(0, 40))).toBe(false);
  expect(isVapidKey('not base64!')).toBe(false);
  expect(base64UrlToBytes('AQID')).toEqual(new Uint8Array([1, 2, 3]));
});

test("the browser's subscription is read from toJSON(); a missing key means none", () => {
  const json = { endpoint: 'https://push.example/1', keys: { p256dh: 'P', auth: 'A' } };
  expect(browserSubscription(json)).toEqual(json);
  expect(browserSubscription({ endpoint: 'https://push.example/1', keys: { p256dh: 'P' } })).toBe(
    null,
  );
});

test('POST and PUT bodies carry the alerts and the policy under data', () => {
  const subscription = { endpoint: 'https://push.example/1', keys: { p256dh: 'P', auth: 'A' } };
  const data = {
    alerts: { ...DEFAULT_PUSH_ALERTS, favourite: false },
    policy: 'followed' as const,
  };
  expect(createSubscriptionBody(subscription, data)).toEqual({
    subscription: { ...subscription, standard: true },
    data: { alerts: data.alerts, policy: 'followed' },
  });
  expect(createSubscriptionBody(subscription, data).data.alerts.favourite).toBe(false);
  expect(updateSubscriptionBody(data)).toEqual({
    data: { alerts: data.alerts, policy: 'followed' },
  });
});

test("a server's subscription is read whatever the key case; unknown values fall back", () => {
  const data = pushDataFromServer({
    alerts: { mention: true, followRequest: true, favourite: false, 'admin.sign_up': true },
    policy: 'follower',
  });
  expect(data.policy).toBe('follower');
  expect(data.alerts.mention).toBe(true);
  expect(data.alerts.follow_request).toBe(true);
  expect(data.alerts.favourite).toBe(false);
  expect(data.alerts.quote).toBe(false);
  expect(pushDataFromServer({ alerts: null, policy: 'everyone' }).policy).toBe('all');
});
