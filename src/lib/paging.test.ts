import { describe, expect, test } from 'vitest';
import {
  addsNewItems,
  continuePaging,
  endsList,
  linkedPageVerdict,
  putItemBack,
  readLinkedPage,
  takeItemOut,
} from './paging';

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

  // Pages by their ids; the page asked about is the last one unless said otherwise.
  test.each([
    [
      'new ids below many pages',
      [
        ['9', '8'],
        ['7', '6'],
        ['5', '4'],
        ['3', '2'],
      ],
      'c',
    ],
    [
      'one id new among repeated ones',
      [
        ['9', '8'],
        ['7', '6'],
        ['6', '5'],
      ],
      'c',
    ],
    [
      'every id on some other page',
      [
        ['9', '8'],
        ['7', '6'],
        ['8', '7'],
      ],
      undefined,
    ],
    ['ids spread over two other pages', [['9', '8'], ['7', '6'], ['5'], ['8', '5']], undefined],
    ['an empty page', [['9', '8'], []], undefined],
  ])('%s', (_, pages, expected) => {
    expect(continuePaging(pages.at(-1)!, pages, ids, 'c')).toBe(expected);
  });

  test('the same pages asked again, and a page replaced by a new one, answer afresh', () => {
    const first = ['3', '2'];
    const second = ['2', '1'];
    expect(continuePaging(second, [first, second], ids, 'c')).toBe('c');
    expect(continuePaging(second, [first, second], ids, 'c')).toBe('c');
    const replaced = ['3', '2', '1'];
    expect(continuePaging(second, [replaced, second], ids, 'c')).toBeUndefined();
    expect(continuePaging(first, [first, second], ids, 'c')).toBe('c');
    expect(continuePaging(first, [replaced, first], ids, 'c')).toBeUndefined();
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

describe('linkedPageVerdict', () => {
  test.each([
    [20, 20, 'c', 'more'],
    [60, 20, 'c', 'more'],
    [7, 20, 'c', 'unsure'],
    [0, 20, 'c', 'end'],
    [20, 20, undefined, 'end'],
  ] as const)('%d items asked as %d, link %s: %s', (length, asked, next, verdict) => {
    expect(linkedPageVerdict(length, asked, next)).toBe(verdict);
  });
});

describe('readLinkedPage', () => {
  /** A server holding `total` items, newest first, sending `pageSize` at a time and always linking on. */
  function server(total: number, pageSize: number) {
    const items = Array.from({ length: total }, (_, index) => String(total - index));
    const calls: (string | undefined)[] = [];
    const read = (cursor: string | undefined) => {
      calls.push(cursor);
      const start = cursor === undefined ? 0 : items.indexOf(cursor) + 1;
      const page = items.slice(start, start + pageSize);
      return Promise.resolve({ items: page, next: page.at(-1) ?? cursor });
    };
    return { read, calls };
  }
  const id = (item: string) => item;

  test('a short last page with a link ends the list (one look ahead, nothing there)', async () => {
    const { read, calls } = server(7, 40);
    const page = await readLinkedPage(read, undefined, 40, id);
    expect(page.items).toHaveLength(7);
    expect(page.next).toBeUndefined();
    expect(calls).toEqual([undefined, '1']);
  });

  test('a full page is trusted without looking ahead', async () => {
    const { read, calls } = server(100, 40);
    const page = await readLinkedPage(read, undefined, 40, id);
    expect(page.items).toHaveLength(40);
    expect(page.next).toBe('61');
    expect(calls).toHaveLength(1);
  });

  test('a server capping pages below the size asked still pages through everything', async () => {
    const { read } = server(50, 20);
    const first = await readLinkedPage(read, undefined, 40, id);
    expect(first.items).toHaveLength(40);
    expect(first.next).toBe('11');
    const second = await readLinkedPage(read, first.next, 40, id);
    expect(second.items).toHaveLength(10);
    expect(second.next).toBeUndefined();
  });

  test('a server repeating the page (ignoring the cursor) ends the list', async () => {
    const read = () => Promise.resolve({ items: ['b', 'a'], next: 'a' });
    expect(await readLinkedPage(read, undefined, 40, id)).toEqual({
      items: ['b', 'a'],
      next: undefined,
    });
  });
});
