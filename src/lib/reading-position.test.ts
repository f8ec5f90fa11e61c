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

const at = (iso: string) => Date.parse(iso);

test.each([
  ['nothing saved', null, null, undefined],
  ['only this device', { id: '5', savedAt: at('2026-01-01T10:00:00Z') }, null, '5'],
  ['only the server', null, { lastReadId: '7', updatedAt: '2026-01-01T10:00:00Z' }, '7'],
  [
    'the server marker is newer (read on another device)',
    { id: '5', savedAt: at('2026-01-01T10:00:00Z') },
    { lastReadId: '7', updatedAt: '2026-01-01T11:00:00Z' },
    '7',
  ],
  [
    'this device is newer',
    { id: '5', savedAt: at('2026-01-01T12:00:00Z') },
    { lastReadId: '7', updatedAt: '2026-01-01T11:00:00Z' },
    '5',
  ],
  [
    'an unreadable marker date loses',
    { id: '5', savedAt: 1 },
    { lastReadId: '7', updatedAt: 'soon' },
    '5',
  ],
] as const)('%s', (_, local, marker, expected) => {
  expect(pickReadingPosition(local, marker)).toBe(expected);
});
