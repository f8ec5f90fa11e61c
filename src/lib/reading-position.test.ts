import { expect, test } from 'vitest';
import { parseReadingPosition, pickReadingPosition, readingPositionKey } from './reading-position';

test.each([
  [{ type: 'home' }, 'home'],
  [{ type: 'local' }, 'local'],
  [{ type: 'tag', tags: ['Cats', 'dogs'] }, 'tag:cats+dogs'],
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
