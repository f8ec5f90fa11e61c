import type { mastodon } from 'masto';
import { describe, expect, test } from 'vitest';
import {
  compareIds,
  cursorFromUrl,
  newestId,
  offsetCursors,
  pageAtAnchor,
  pageCursors,
} from './timeline-cursor';

const posts = (...ids: string[]) => ids.map((id) => ({ id }) as mastodon.v1.Status);

test.each([
  ['https://a.example/t?max_id=5&limit=20', { maxId: '5' }],
  ['https://a.example/t?min_id=9', { minId: '9' }],
  ['https://a.example/t?offset=40', { offset: '40' }],
  ['https://a.example/t?limit=20', undefined],
  ['nonsense', undefined],
])('cursorFromUrl(%j)', (url, expected) => {
  expect(cursorFromUrl(url)).toEqual(expected);
});

describe('pageCursors', () => {
  test.each([
    [
      'ids of the page without a Link header',
      posts('9', '8'),
      null,
      undefined,
      { older: { maxId: '8' }, newer: { minId: '9' } },
    ],
    [
      'the Link header wins (bookmarks use opaque ids)',
      posts('9', '8'),
      '<https://a.example/b?max_id=100>; rel="next", <https://a.example/b?min_id=200>; rel="prev"',
      undefined,
      { older: { maxId: '100' }, newer: { minId: '200' } },
    ],
    ['an empty page ends the older side', posts(), null, { maxId: '3' }, { newer: undefined }],
    [
      'an empty newer page keeps asking from where it was',
      posts(),
      null,
      { minId: '3' },
      { newer: { minId: '3' } },
    ],
  ])('%s', (_, statuses, header, requested, expected) => {
    expect(pageCursors(statuses, header, requested)).toEqual(expected);
  });
});

test.each([
  [posts('a', 'b'), undefined, 2, { older: { offset: '2' } }],
  [posts('a', 'b'), { offset: '20' }, 2, { older: { offset: '22' } }],
  [posts('a'), { offset: '20' }, 2, {}],
])(
  'offsetCursors: full pages continue, a short page ends',
  (statuses, requested, size, expected) => {
    expect(offsetCursors(statuses, requested, size)).toEqual(expected);
  },
);

test.each([
  ['9', '10', -1],
  ['10', '9', 1],
  ['113', '113', 0],
  ['01HB', '01HA', 1],
])('compareIds(%j, %j) has the sign of %i', (a, b, sign) => {
  expect(Math.sign(compareIds(a, b))).toBe(sign);
});

test('newestId picks the largest id wherever it is', () => {
  expect(newestId(posts('5', '12', '9'))).toBe('12');
  expect(newestId(posts())).toBeUndefined();
});

describe('pageAtAnchor', () => {
  const older = { statuses: posts('4', '3'), older: { maxId: '3' }, newer: { minId: '4' } };
  const [entry] = posts('5');

  test('the posts just above the entry open with it, and newer ones load from their top', () => {
    const above = { statuses: posts('7', '6'), older: { maxId: '6' }, newer: { minId: '7' } };
    const page = pageAtAnchor('5', entry, older, above);
    expect(page.statuses.map((status) => status.id)).toEqual(['7', '6', '5', '4', '3']);
    expect(page.newer).toEqual({ minId: '7' });
    expect(page.older).toEqual({ maxId: '3' });
  });

  test('nothing above (the entry is the newest): nothing newer is left to load', () => {
    const page = pageAtAnchor('5', entry, older, { statuses: [] });
    expect(page.statuses.map((status) => status.id)).toEqual(['5', '4', '3']);
    expect(page.newer).toBeUndefined();
  });

  test('the page above not there in time (or failed): newer posts load from the entry', () => {
    const page = pageAtAnchor('5', entry, older, undefined);
    expect(page.statuses.map((status) => status.id)).toEqual(['5', '4', '3']);
    expect(page.newer).toEqual({ minId: '5' });
  });

  test('a deleted entry opens with the pages around where it was', () => {
    const page = pageAtAnchor('5', undefined, older, {
      statuses: posts('6'),
      newer: { minId: '6' },
    });
    expect(page.statuses.map((status) => status.id)).toEqual(['6', '4', '3']);
  });
});
