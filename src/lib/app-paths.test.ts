import { expect, test } from 'vitest';
import { appPaths } from './app-paths';

test('post paths have the /{instance}/s/{statusId} shape', () => {
  expect(appPaths.status('mastodon.social', '123')).toBe('/mastodon.social/s/123');
  expect(appPaths.status('127.0.0.1:4000', '9')).toBe('/127.0.0.1:4000/s/9');
});

test('login can carry the instance to prefill', () => {
  expect(appPaths.login()).toBe('/login');
  expect(appPaths.login('a.example')).toBe('/login?instance=a.example');
});

test('reading screens have stable paths', () => {
  expect(appPaths.accountByHandle('social.example', '@bob@other.example')).toBe(
    '/social.example/a/@bob@other.example',
  );
  expect(appPaths.accountByHandle('social.example', 'alice')).toBe('/social.example/a/@alice');
  expect(appPaths.statusHistory('social.example', '5')).toBe('/social.example/s/5/history');
  expect(appPaths.statusQuotes('social.example', '5')).toBe('/social.example/s/5/quotes');
  expect(appPaths.search()).toBe('/search');
  expect(appPaths.search('a b', 'hashtags')).toBe('/search?q=a+b&type=hashtags');
  expect(appPaths.list('7')).toBe('/lists/7');
  expect(appPaths.hashtag('social.example', '#tides')).toBe('/social.example/t/tides');
});
