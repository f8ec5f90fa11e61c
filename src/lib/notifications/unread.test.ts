import { describe, expect, it } from 'vitest';
import {
  MARKER_BEFORE_ANY,
  countUnread,
  newFlags,
  parseReadMarker,
  pickReadMarker,
  startingMarker,
} from './unread';

const row = (ids: string[], newestAt = '2026-11-20T12:00:00.000Z') => ({ ids, newestAt });

describe('newFlags', () => {
  it('marks the rows above the marker new, by position and not by id value', () => {
    // Opaque ids: "9" would be "greater" than "10" as text, smaller as a number; position decides.
    const rows = [row(['b']), row(['10']), row(['9']), row(['a'])];
    const order = ['b', '10', '9', 'a'];
    expect(newFlags(rows, { lastReadId: '9' }, order)).toEqual([true, true, false, false]);
  });

  it('marks a group new when it has members newer than the marker', () => {
    const order = ['5', '4', '3'];
    expect(newFlags([row(['5', '4']), row(['3'])], { lastReadId: '4' }, order)).toEqual([
      true,
      false,
    ]);
    expect(newFlags([row(['5', '4']), row(['3'])], { lastReadId: '5' }, order)).toEqual([
      false,
      false,
    ]);
  });

  it('keeps rows below a group holding the marker new when they are newer than it', () => {
    // A new follow joined the row of older follows, one of which is the marker; the like and
    // the mention in between came after the marker too.
    const rows = [row(['f3', 'f1']), row(['like']), row(['mention']), row(['old'])];
    const order = ['f3', 'like', 'mention', 'f1', 'old'];
    expect(newFlags(rows, { lastReadId: 'f1' }, order)).toEqual([true, true, true, false]);
  });

  it('compares times with grouped rows (API v2), from the row the marker names', () => {
    const rows = [
      row(['g2'], '2026-11-20T12:00:00Z'),
      row(['g1'], '2026-11-20T11:00:00Z'),
      row(['g0'], '2026-11-20T10:00:00Z'),
    ];
    expect(newFlags(rows, { lastReadId: 'g1' })).toEqual([true, false, false]);
  });

  it('falls back to the time the marker was set when its id is not loaded', () => {
    const rows = [row(['x'], '2026-11-20T12:00:00Z'), row(['y'], '2026-11-20T10:00:00Z')];
    expect(newFlags(rows, { lastReadId: 'gone', readAt: '2026-11-20T11:00:00Z' })).toEqual([
      true,
      false,
    ]);
  });

  it('marks nothing new without a marker or a readable time', () => {
    expect(newFlags([row(['x'])], null)).toEqual([false]);
    expect(newFlags([row(['x'])], { lastReadId: 'gone', readAt: 'not a date' })).toEqual([false]);
  });
});

describe('countUnread', () => {
  it('counts the notifications above the marker', () => {
    const list = ['c', 'b', 'a'].map((id) => ({ id, createdAt: '2026-11-20T12:00:00Z' }));
    expect(countUnread(list, { lastReadId: 'a' })).toBe(2);
    expect(countUnread(list, { lastReadId: 'c' })).toBe(0);
  });
});

describe('startingMarker', () => {
  const now = '2026-11-20T12:00:00.000Z';
  const list = (...ids: string[]) => ids.map((id) => ({ id, createdAt: now }));

  it('takes what is there as read, and counts what comes after', () => {
    const start = startingMarker(list('b', 'a'), now);
    expect(start).toEqual({ lastReadId: 'b', readAt: now });
    expect(countUnread(list('b', 'a'), start)).toBe(0);
    expect(countUnread(list('d', 'c', 'b', 'a'), start)).toBe(2);
  });

  it('on an account without notifications, counts every one that comes', () => {
    const start = startingMarker([], now);
    expect(start.lastReadId).toBe(MARKER_BEFORE_ANY);
    expect(countUnread([], start)).toBe(0);
    expect(countUnread(list('b', 'a'), start)).toBe(2);
    expect(newFlags([row(['b', 'a'])], start)).toEqual([true]);
    // Kept on the device and read back as the same marker.
    expect(parseReadMarker(JSON.parse(JSON.stringify(start)))).toEqual(start);
  });
});

describe('pickReadMarker', () => {
  const server = { lastReadId: 's', readAt: '2026-11-20T12:00:00Z' };
  it('uses the server marker unless this device read later', () => {
    expect(pickReadMarker(server, { lastReadId: 'l', readAt: '2026-11-20T11:00:00Z' })).toBe(
      server,
    );
    const later = { lastReadId: 'l', readAt: '2026-11-20T13:00:00Z' };
    expect(pickReadMarker(server, later)).toBe(later);
  });

  it('falls back to the local marker where the server has none', () => {
    const local = { lastReadId: 'l' };
    expect(pickReadMarker(null, local)).toBe(local);
    expect(
      pickReadMarker(
        { lastReadId: 's', readAt: 'junk' },
        { lastReadId: 'l', readAt: '2030-01-01T00:00:00Z' },
      )?.lastReadId,
    ).toBe('s');
  });
});

describe('parseReadMarker', () => {
  it('accepts only a marker with an id (empty when set before any notification)', () => {
    expect(parseReadMarker({ lastReadId: '1', readAt: 'x' })).toEqual({
      lastReadId: '1',
      readAt: 'x',
    });
    expect(parseReadMarker({ lastReadId: '' })).toEqual({ lastReadId: MARKER_BEFORE_ANY });
    expect(parseReadMarker({ lastReadId: 1 })).toBeNull();
    expect(parseReadMarker({ readAt: 'x' })).toBeNull();
    expect(parseReadMarker('1')).toBeNull();
  });
});
