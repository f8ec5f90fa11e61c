import { describe, expect, test } from 'vitest';
import { addsNewItems, continuePaging, endsList, putItemBack, takeItemOut } from './paging';

describe('addsNewItems', () => {
  test.each([
    [[], ['a'], true],
    [['a', 'b'], ['b', 'c'], true],
    [['a', 'b'], ['b', 'a'], false],
    [['a'], [], false],
    [[], [], false],
  ])('loaded %j, page %j: %s', (loaded, page, expected) => {
    expect(addsNewItems(loaded, page)).toBe(expected);
  });
});

describe('continuePaging', () => {
  const ids = (page: string[]) => page;

  test('a page with something new keeps its cursor', () => {
    const first = ['3', '2'];
    const second = ['1'];
    expect(continuePaging(second, [first, second], ids, 'c1')).toBe('c1');
  });

  test('a page repeating what is loaded (the server ignored the cursor) ends paging', () => {
    const first = ['3', '2'];
    const again = ['3', '2'];
    expect(continuePaging(again, [first, again], ids, 'c2')).toBeUndefined();
  });

  test('the first page alone continues when it holds anything', () => {
    const first = ['3'];
    expect(continuePaging(first, [first], ids, 'c')).toBe('c');
    const empty: string[] = [];
    expect(continuePaging(empty, [empty], ids, 'c')).toBeUndefined();
  });

  test('no cursor, no paging', () => {
    const first = ['3'];
    expect(continuePaging(first, [first], ids, undefined)).toBeUndefined();
  });
});

describe('taking an item out and putting it back', () => {
  const pages = [
    ['a', 'b'],
    ['c', 'd'],
  ];

  test('out: the pages without it, and its place', () => {
    expect(takeItemOut(pages, (item) => item === 'c')).toEqual({
      pages: [['a', 'b'], ['d']],
      place: { item: 'c', page: 1, index: 0 },
    });
    expect(takeItemOut(pages, (item) => item === 'x').place).toBeNull();
  });

  test('back: in its place, keeping what was taken out meanwhile', () => {
    const first = takeItemOut(pages, (item) => item === 'b');
    const second = takeItemOut(first.pages, (item) => item === 'c');
    expect(putItemBack(second.pages, first.place!, (item) => item === 'b')).toEqual([
      ['a', 'b'],
      ['d'],
    ]);
  });

  test('back: never twice, and into the last page when pages went away', () => {
    expect(putItemBack(pages, { item: 'a', page: 0, index: 1 }, (item) => item === 'a')).toEqual(
      pages,
    );
    expect(putItemBack([['a']], { item: 'd', page: 1, index: 1 }, (item) => item === 'd')).toEqual([
      ['a', 'd'],
    ]);
  });
});

test.each([
  [3, 40, true],
  [0, 40, true],
  [40, 40, false],
  [80, 40, false],
])('a page of %d asked as %d ends the list: %s', (length, size, ends) => {
  expect(endsList(length, size)).toBe(ends);
});
