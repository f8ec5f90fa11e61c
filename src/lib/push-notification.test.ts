import { expect, test } from 'vitest';
import {
  clickTarget,
  notificationToShow,
  notificationsUrl,
  parsePushPayload,
  pickWindow,
} from './push-notification';

const scope = 'https://petrel.example/app/';
// Mastodon's web push payload (app/serializers/web/notification_serializer.rb).
const mastodonPayload = {
  access_token: 'secret-token',
  preferred_locale: 'en',
  notification_id: 104,
  notification_type: 'mention',
  icon: 'https://files.example/avatars/bob.png',
  title: 'Bob mentioned you',
  body: '@alice see this',
};

test('the payload is read without its access token', () => {
  const payload = parsePushPayload(mastodonPayload);
  expect(payload).toEqual({
    title: 'Bob mentioned you',
    body: '@alice see this',
    icon: 'https://files.example/avatars/bob.png',
    notificationId: '104',
    notificationType: 'mention',
    preferredLocale: 'en',
  });
  expect(JSON.stringify(payload)).not.toContain('secret-token');
  expect(parsePushPayload('text')).toBe(null);
  expect(parsePushPayload([1])).toBe(null);
});

test("the shown notification opens the account's notifications and never holds the token", () => {
  const shown = notificationToShow(parsePushPayload(mastodonPayload), {
    scope,
    accountKey: '1@sandbox.example',
    fallbackTitle: 'Petrel',
  });
  expect(shown.title).toBe('Bob mentioned you');
  expect(shown.options).toMatchObject({
    body: '@alice see this',
    icon: 'https://files.example/avatars/bob.png',
    lang: 'en',
    tag: '1@sandbox.example/104',
    data: {
      url: 'https://petrel.example/app/#/notifications?account=1%40sandbox.example',
      notificationId: '104',
      notificationType: 'mention',
      accountKey: '1@sandbox.example',
    },
  });
  expect(JSON.stringify(shown)).not.toContain('secret-token');
});

test('a payload that cannot be read still shows something, titled with the app name', () => {
  const shown = notificationToShow(null, { scope, accountKey: null, fallbackTitle: 'Petrel' });
  expect(shown.title).toBe('Petrel');
  expect(shown.options.data.url).toBe('https://petrel.example/app/#/notifications');
});

test("a click opens the notification's URL when it is the app's, else the notifications", () => {
  const url = notificationsUrl(scope, '2@b.example');
  expect(clickTarget({ url }, scope)).toBe(url);
  expect(clickTarget({ url: 'https://evil.example/' }, scope)).toBe(notificationsUrl(scope, null));
  expect(clickTarget(null, scope)).toBe('https://petrel.example/app/#/notifications');
});

test('the window reused for a click is an app window, the focused one first', () => {
  const windows = [
    { url: 'https://other.example/', focused: true },
    { url: 'https://petrel.example/app/#/home', focused: false },
    { url: 'https://petrel.example/app/#/settings', focused: true },
  ];
  expect(pickWindow(windows, scope)?.url).toBe('https://petrel.example/app/#/settings');
  expect(pickWindow(windows.slice(0, 2), scope)?.url).toBe('https://petrel.example/app/#/home');
  expect(pickWindow([windows[0]], scope)).toBe(null);
});
