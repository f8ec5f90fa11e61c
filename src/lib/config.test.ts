import { expect, test } from 'vitest';
import { readConfig } from './config';

test('defaults when nothing is configured', () => {
  expect(readConfig({})).toEqual({
    defaultInstance: 'mastodon.social',
    clientName: 'Petrel',
    translationInstances: [],
    privacyPolicyUrl: null,
    websiteUrl: null,
  });
});

test('blank values fall back to the defaults', () => {
  const config = readConfig({ VITE_DEFAULT_INSTANCE: '  ', VITE_CLIENT_NAME: '' });
  expect(config.defaultInstance).toBe('mastodon.social');
  expect(config.clientName).toBe('Petrel');
});

test('reads every variable', () => {
  expect(
    readConfig({
      VITE_DEFAULT_INSTANCE: 'Social.Example',
      VITE_CLIENT_NAME: 'My Client',
      VITE_TRANSLATION_INSTANCES: 'lingva.example, simply.example  other.example',
      VITE_PRIVACY_POLICY_URL: 'https://example.com/privacy',
      VITE_WEBSITE_URL: 'https://example.com',
    }),
  ).toEqual({
    defaultInstance: 'social.example',
    clientName: 'My Client',
    translationInstances: ['lingva.example', 'simply.example', 'other.example'],
    privacyPolicyUrl: 'https://example.com/privacy',
    websiteUrl: 'https://example.com',
  });
});

test.each([
  ['http://127.0.0.1:8787/', '127.0.0.1:8787'],
  ['HTTPS://Social.Example', 'social.example'],
  ['not a host', 'mastodon.social'],
])('default instance %j is read as %j', (value, host) => {
  expect(readConfig({ VITE_DEFAULT_INSTANCE: value }).defaultInstance).toBe(host);
});
