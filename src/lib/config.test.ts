import { expect, test } from 'vitest';
import { readConfig } from './config';

test('defaults when nothing is configured', () => {
  expect(readConfig({})).toEqual({
    defaultInstance: 'mastodon.social',
    clientName: 'Petrel',
    translationInstances: [],
    privacyPolicyUrl: null,
    websiteUrl: null,
    altTextServiceUrl: null,
    gifSearchUrl: null,
    pollIntervalMs: 30_000,
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
      VITE_ALT_TEXT_URL: 'https://alt.example/describe',
      VITE_GIF_SEARCH_URL: 'http://127.0.0.1:8787/_services/gifs/search',
      VITE_POLL_INTERVAL_MS: '5000',
    }),
  ).toEqual({
    defaultInstance: 'social.example',
    clientName: 'My Client',
    translationInstances: ['lingva.example', 'simply.example', 'other.example'],
    privacyPolicyUrl: 'https://example.com/privacy',
    websiteUrl: 'https://example.com',
    altTextServiceUrl: 'https://alt.example/describe',
    gifSearchUrl: 'http://127.0.0.1:8787/_services/gifs/search',
    pollIntervalMs: 5000,
  });
});

test('a service address that is not http(s) leaves the service off', () => {
  const config = readConfig({
    VITE_ALT_TEXT_URL: 'javascript:alert(1)',
    VITE_GIF_SEARCH_URL: 'nope',
  });
  expect(config.altTextServiceUrl).toBeNull();
  expect(config.gifSearchUrl).toBeNull();
});

test.each([
  ['http://127.0.0.1:8787/', '127.0.0.1:8787'],
  ['HTTPS://Social.Example', 'social.example'],
  ['not a host', 'mastodon.social'],
])('default instance %j is read as %j', (value, host) => {
  expect(readConfig({ VITE_DEFAULT_INSTANCE: value }).defaultInstance).toBe(host);
});

test.each(['', 'soon', '0', '-5000', '999', 'Infinity'])(
  'a poll interval of %j is unusable: polls keep the default',
  (value) => {
    expect(readConfig({ VITE_POLL_INTERVAL_MS: value }).pollIntervalMs).toBe(30_000);
  },
);
