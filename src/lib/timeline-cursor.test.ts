import type { mastodon } from 'masto';
import { describe, expect, test } from 'vitest';
import { compareIds, cursorFromUrl, newestId, offsetCursors, pageCursors } from './timeline-cursor';

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
