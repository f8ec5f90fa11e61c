import { describe, expect, test } from 'vitest';
import { addsNewItems, continuePaging } from './paging';

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
