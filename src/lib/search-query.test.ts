import { expect, test } from 'vitest';
import {
  allResultsOrder,
  classifySearchQuery,
  nextSearchOffset,
  parseSearchTab,
  searchResultKey,
  uniqueSearchResults,
} from './search-query';

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

test('the tab parameter opens a known tab, anything else the combined result', () => {
  expect(parseSearchTab('statuses')).toBe('statuses');
  expect(parseSearchTab('accounts')).toBe('accounts');
  expect(parseSearchTab('nonsense')).toBe('all');
  expect(parseSearchTab(null)).toBe('all');
});

test('the combined result lists accounts first, hashtags first for a #hashtag', () => {
  expect(allResultsOrder('bob')).toEqual(['accounts', 'hashtags', 'statuses']);
  expect(allResultsOrder('@bob@social.example')).toEqual(['accounts', 'hashtags', 'statuses']);
  expect(allResultsOrder('#tides')).toEqual(['hashtags', 'accounts', 'statuses']);
});

test('results are told apart by id, hashtags by name whatever its case', () => {
  expect(searchResultKey('accounts', { id: '7' })).toBe('7');
  expect(searchResultKey('statuses', { id: '8' })).toBe('8');
  expect(searchResultKey('hashtags', { name: 'Tides' })).toBe('tides');
});

const ids = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => String(from + index));

test('paging goes on after a full page, from the number of results held', () => {
  expect(nextSearchOffset(ids(0, 20), [], 20)).toBe(20);
  expect(nextSearchOffset(ids(20, 20), ids(0, 20), 20)).toBe(40);
  // A page overlapping the earlier ones (results moved meanwhile) counts what is held.
  expect(nextSearchOffset(ids(15, 20), ids(0, 20), 20)).toBe(35);
});

test('paging ends on a short page or one that brings nothing new (offset ignored)', () => {
  expect(nextSearchOffset(ids(0, 7), [], 20)).toBeUndefined();
  expect(nextSearchOffset([], ids(0, 20), 20)).toBeUndefined();
  // A server that ignores offset answers the first page again: no loop.
  expect(nextSearchOffset(ids(0, 20), ids(0, 20), 20)).toBeUndefined();
  // One that ignores limit sends everything at once, then the same again.
  expect(nextSearchOffset(ids(0, 60), [], 20)).toBe(60);
  expect(nextSearchOffset(ids(0, 60), ids(0, 60), 20)).toBeUndefined();
});

test('results of overlapping pages are listed once', () => {
  const page1 = [{ id: '1' }, { id: '2' }];
  const page2 = [{ id: '2' }, { id: '3' }];
  expect(uniqueSearchResults('statuses', [page1, page2]).map((item) => item.id)).toEqual([
    '1',
    '2',
    '3',
  ]);
  const tags = uniqueSearchResults('hashtags', [[{ name: 'Tides' }], [{ name: 'tides' }]]);
  expect(tags).toEqual([{ name: 'Tides' }]);
});
