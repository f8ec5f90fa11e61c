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
