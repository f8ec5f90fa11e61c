import { describe, expect, test } from 'vitest';
import { nextMaxIdFromLink, parseLinkHeader } from './link-header';

describe('parseLinkHeader', () => {
  test.each([
    [null, {}],
    ['', {}],
    [
      '<https://a.example/api/v1/bookmarks?max_id=7>; rel="next", <https://a.example/api/v1/bookmarks?min_id=9>; rel="prev"',
      {
        next: 'https://a.example/api/v1/bookmarks?max_id=7',
        prev: 'https://a.example/api/v1/bookmarks?min_id=9',
      },
    ],
    ['<https://a.example/x?offset=20>; rel=next', { next: 'https://a.example/x?offset=20' }],
    [
      '<https://a.example/x?max_id=3>; rel="next last"',
      { next: 'https://a.example/x?max_id=3', last: 'https://a.example/x?max_id=3' },
    ],
  ])('%j', (header, expected) => {
    expect(Object.fromEntries(parseLinkHeader(header))).toEqual(expected);
  });
});

test.each([
  [null, undefined],
  ['', undefined],
  [
    '<https://a.example/api/v1/accounts/1/followers?limit=40&max_id=7>; rel="next", <https://a.example/api/v1/accounts/1/followers?limit=40&since_id=9>; rel="prev"',
    '7',
  ],
  ['<https://a.example/api/v1/x?since_id=9>; rel="prev"', undefined],
  ['<https://a.example/api/v1/x?min_id=3>; rel="next"', undefined],
  ['<https://a.example/api/v1/x?max_id=5>; rel=next', '5'],
  ['<not a url>; rel="next"', undefined],
])('nextMaxIdFromLink(%j) is %j', (header, expected) => {
  expect(nextMaxIdFromLink(header)).toBe(expected);
});
