import { expect, test } from 'vitest';
import { classifySearchQuery, defaultSearchType, parseSearchType } from './search-query';

test.each([
  ['', 'empty'],
  ['   ', 'empty'],
  ['https://social.example/@bob/123', 'url'],
  ['http://127.0.0.1:8787/@alice', 'url'],
  ['@bob@social.example', 'handle'],
  ['bob@social.example', 'handle'],
  ['alice@127.0.0.1:8787', 'handle'],
  ['#tides', 'hashtag'],
  ['#two tags', 'text'],
  ['tides', 'text'],
  ['@bob', 'text'],
] as const)('classifySearchQuery(%j) is %s', (input, kind) => {
  expect(classifySearchQuery(input)).toBe(kind);
});

test.each([
  ['@bob@social.example', 'accounts'],
  ['#tides', 'hashtags'],
  ['https://social.example/@bob/123', 'statuses'],
  ['tides', 'accounts'],
] as const)('defaultSearchType(%j) is %s', (input, type) => {
  expect(defaultSearchType(input)).toBe(type);
});

test('an unknown type parameter falls back to the default tab', () => {
  expect(parseSearchType('statuses', 'x')).toBe('statuses');
  expect(parseSearchType('nonsense', '#x')).toBe('hashtags');
  expect(parseSearchType(null, 'x')).toBe('accounts');
});
