import { describe, expect, test } from 'vitest';
import {
  countNewer,
  newerNotice,
  stoppedHereId,
  offsetInEntry,
  parseReadingPosition,
  pickReadingAnchor,
  pickReadingPosition,
  readingPositionKey,
  scrollForEntry,
} from './reading-position';

test.each([
  [{ type: 'home' }, 'home'],
  [{ type: 'local' }, 'local'],
  [{ type: 'tag', tags: ['Cats', 'dogs'] }, 'tag:cats+dogs'],
  // Media only is another view of the tag, read on its own.
  [{ type: 'tag', tags: ['cats'], media: true }, 'tag:cats:media'],
  [{ type: 'tag', tags: ['cats'], media: false }, 'tag:cats'],
  [{ type: 'list', id: '4' }, 'list:4'],
  [{ type: 'account', id: '9', filter: 'media' }, 'account:9:media'],
  [{ type: 'bookmarks' }, null],
  [{ type: 'trending' }, null],
] as const)('readingPositionKey(%j) is %j', (descriptor, key) => {
  expect(readingPositionKey(descriptor as never)).toBe(key);
});

test.each([
  [
    { id: '5', savedAt: 10 },
    { id: '5', savedAt: 10 },
  ],
  [{ id: '', savedAt: 10 }, null],
  [{ id: 5, savedAt: 10 }, null],
  [{ id: '5' }, null],
  ['5', null],
  [null, null],
])('parseReadingPosition(%j)', (value, expected) => {
  expect(parseReadingPosition(value)).toEqual(expected);
});

const local = { id: '5', savedAt: 1 };

test.each([
  ['nothing saved', null, null, undefined, undefined],
  ['only this device', local, null, undefined, '5'],
  ['only the server', null, { lastReadId: '7' }, undefined, '7'],
  ['only the server, already seen', null, { lastReadId: '7' }, '7', '7'],
  [
    'the marker moved since this device saw it (read elsewhere)',
    local,
    { lastReadId: '7' },
    '6',
    '7',
  ],
  [
    'the marker this device saw or wrote: its own position is finer',
    local,
    { lastReadId: '7' },
    '7',
    '5',
  ],
  ['a marker this device never saw', local, { lastReadId: 'a1b2' }, undefined, 'a1b2'],
  ['an empty marker id', local, { lastReadId: '' }, undefined, '5'],
] as const)('%s', (_, local, marker, seen, expected) => {
  expect(pickReadingPosition(local, marker, seen)).toBe(expected);
});

test('a marker whose updated_at is not a date still counts (it is never read)', () => {
  const snacMarker = { lastReadId: 'x9', updatedAt: 'not a date' };
  expect(pickReadingPosition({ id: 'x1', savedAt: Date.now() }, snacMarker, 'x0')).toBe('x9');
});

test('an offset saved with the position is kept; a malformed one is dropped', () => {
  expect(parseReadingPosition({ id: '5', savedAt: 10, offset: 87 })).toEqual({
    id: '5',
    savedAt: 10,
    offset: 87,
  });
  expect(parseReadingPosition({ id: '5', savedAt: 10, offset: 'x' })).toEqual({
    id: '5',
    savedAt: 10,
  });
  expect(parseReadingPosition({ id: '5', savedAt: 10, offset: NaN })).toEqual({
    id: '5',
    savedAt: 10,
  });
});

describe('pickReadingAnchor', () => {
  const saved = { id: '5', savedAt: 1000, offset: 120 };

  test("this device's own entry reopens at its own offset", () => {
    expect(pickReadingAnchor(saved, { lastReadId: '7' }, '7')).toEqual({
      id: '5',
      offset: 120,
      savedAt: 1000,
    });
  });

  test("the marker's entry reopens at its top edge (markers hold no offset), dated by the marker", () => {
    const marker = { lastReadId: '7', updatedAt: '2026-11-26T06:00:00.000Z' };
    expect(pickReadingAnchor(saved, marker, '6')).toEqual({
      id: '7',
      offset: 0,
      savedAt: Date.parse('2026-11-26T06:00:00.000Z'),
    });
  });

  test('a marker whose updated_at is not a date leaves the age unknown', () => {
    expect(pickReadingAnchor(null, { lastReadId: '7', updatedAt: 'soon' }, undefined)).toEqual({
      id: '7',
      offset: 0,
    });
  });

  test('a position saved before offsets were kept reopens at the top edge', () => {
    expect(pickReadingAnchor({ id: '5', savedAt: 1 }, null, undefined)).toEqual({
      id: '5',
      offset: 0,
      savedAt: 1,
    });
  });

  test('nothing saved anywhere: the newest posts', () => {
    expect(pickReadingAnchor(null, null, undefined)).toBeUndefined();
  });
});

describe('the offset into the top entry', () => {
  test('is how far the top of the view lies below the entry top', () => {
    // The entry starts at 1000 in the content; the reader sees from 1093 down.
    expect(offsetInEntry(1093, 1000)).toBe(93);
  });

  test('is negative when the entry starts below the top (the one above shows a sliver)', () => {
    expect(offsetInEntry(990, 1000)).toBe(-10);
  });

  test('restores to the same scroll it was taken at, under a sticky header too', () => {
    const covered = 64;
    const scrollTop = 2337;
    const entryStart = 2300;
    const offset = offsetInEntry(scrollTop + covered, entryStart);
    expect(scrollForEntry(entryStart, offset, covered)).toBe(scrollTop);
    // The same entry laid out lower after the reload (more posts above it): the view follows it.
    expect(scrollForEntry(entryStart + 500, offset, covered)).toBe(scrollTop + 500);
  });

  test('never scrolls above the top', () => {
    expect(scrollForEntry(20, -10, 64)).toBe(0);
  });
});

describe('countNewer', () => {
  test('counts the entries above the reopened one', () => {
    expect(countNewer(['9', '8', '7', '5', '4'], '5', false)).toEqual({ count: 3, more: false });
  });

  test('with newer pages still to load, the count is only a lower bound', () => {
    expect(countNewer(['9', '8', '5'], '5', true)).toEqual({ count: 2, more: true });
  });

  test('nothing newer', () => {
    expect(countNewer(['5', '4'], '5', false)).toEqual({ count: 0, more: false });
  });

  test('the entry is not shown (deleted, or filtered): nothing can be counted', () => {
    expect(countNewer(['9', '8'], '5', false)).toBeUndefined();
  });

  test('opaque ids are found as they are, never compared as numbers', () => {
    expect(countNewer(['b7x', 'a1b2', '0009'], '0009', false)).toEqual({ count: 2, more: false });
  });
});

describe('newerNotice', () => {
  test('counts the entries loaded above where the reader stopped, with those waiting', () => {
    expect(newerNotice(['9', '8', '7', '5', '4'], '5', false, 0)).toEqual({
      count: 3,
      more: false,
    });
    expect(newerNotice(['9', '8', '5'], '5', false, 2)).toEqual({ count: 4, more: false });
  });

  test('says only a lower bound is known while newer pages remain', () => {
    expect(newerNotice(['9', '8', '5'], '5', true, 0)).toEqual({ count: 2, more: true });
  });

  test('says nothing with nothing newer known, or before the entry is loaded', () => {
    expect(newerNotice(['5', '4'], '5', true, 0)).toBeUndefined();
    expect(newerNotice(['9', '8'], '5', false, 0)).toBeUndefined();
  });
});

describe('stoppedHereId', () => {
  test('marks where the reader stopped only with newer entries above it', () => {
    expect(stoppedHereId(['9', '8', '5', '4'], '5')).toBe('5');
    expect(stoppedHereId(['5', '4'], '5')).toBeUndefined();
    expect(stoppedHereId(['9', '8'], '5')).toBeUndefined();
    expect(stoppedHereId(['9', '8'], undefined)).toBeUndefined();
  });
});
