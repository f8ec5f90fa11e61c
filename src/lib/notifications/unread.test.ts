import { describe, expect, it } from 'vitest';
import { countUnread, newFlags, parseReadMarker, pickReadMarker } from './unread';

const row = (ids: string[], newestAt = '2026-11-20T12:00:00.000Z') => ({ ids, newestAt });

describe('newFlags', () => {
  it('marks the rows above the marker new, by position and not by id value', () => {
    // Opaque ids: "9" would be "greater" than "10" as text, smaller as a number; position decides.
    const rows = [row(['b']), row(['10']), row(['9']), row(['a'])];
    expect(newFlags(rows, { lastReadId: '9' })).toEqual([true, true, false, false]);
  });

  it('marks a group new when it has members newer than the marker', () => {
    expect(newFlags([row(['5', '4']), row(['3'])], { lastReadId: '4' })).toEqual([true, false]);
    expect(newFlags([row(['5', '4']), row(['3'])], { lastReadId: '5' })).toEqual([false, false]);
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
  it('accepts only a marker with an id', () => {
    expect(parseReadMarker({ lastReadId: '1', readAt: 'x' })).toEqual({
      lastReadId: '1',
      readAt: 'x',
    });
    expect(parseReadMarker({ lastReadId: '' })).toBeNull();
    expect(parseReadMarker('1')).toBeNull();
  });
});
