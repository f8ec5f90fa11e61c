import { expect, test } from 'vitest';
import { matchesRoutePattern } from './route-pattern';

test.each([
  ['', '/', true],
  ['', '', true],
  ['', '/home', false],
  ['home', '/home', true],
  ['home', '/home/', true],
  ['home', '/home?x=1', true],
  [':instance?/l', '/l', true],
  [':instance?/l', '/127.0.0.1:8800/l', true],
  [':instance?/l', '/lists', false],
  [':instance?/l', '/a/b/l', false],
  [':instance?/s/:statusId', '/s/117695153076043776', true],
  [':instance?/s/:statusId', '/mastodon.social/s/abc', true],
  [':instance?/s/:statusId', '/s', false],
  [':instance?/s/:statusId/history', '/s/1', false],
  ['lists/:listId', '/lists/7', true],
  ['*', '/anything/at/all', true],
])('%j against %j: %s', (pattern, path, expected) => {
  expect(matchesRoutePattern(pattern, path)).toBe(expected);
});
