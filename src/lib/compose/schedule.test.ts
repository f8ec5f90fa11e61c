import { describe, expect, test } from 'vitest';
import {
  earliestDateTimeLocal,
  fromDateTimeLocal,
  scheduleIssue,
  suggestedScheduleTime,
  toDateTimeLocal,
} from './schedule';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const NEW_YORK = 'America/New_York';

describe('scheduleIssue', () => {
  test.each([
    ['nothing scheduled', null, null],
    ['exactly 5 minutes ahead', '2026-11-23T12:05:00Z', null],
    ['a day ahead', '2026-11-24T12:00:00Z', null],
    ['4 minutes 59 seconds ahead', '2026-11-23T12:04:59Z', 'too-soon'],
    ['in the past', '2026-11-23T11:00:00Z', 'too-soon'],
    ['not a date', 'next tuesday', 'invalid'],
  ])('%s', (_, at, code) => {
    expect(scheduleIssue(at, NOW)?.code ?? null).toBe(code);
  });
});

describe('datetime-local values in the person’s time zone', () => {
  test.each([
    ['summer in New York', '2026-07-01T09:00', NEW_YORK, '2026-07-01T13:00:00.000Z'],
    ['winter in New York', '2026-01-15T09:00', NEW_YORK, '2026-01-15T14:00:00.000Z'],
    ['a half-hour zone', '2026-11-23T18:00', 'Asia/Kolkata', '2026-11-23T12:30:00.000Z'],
    [
      'east of UTC across midnight',
      '2026-01-01T00:30',
      'Pacific/Auckland',
      '2025-12-31T11:30:00.000Z',
    ],
    ['UTC', '2026-11-23T18:00', 'UTC', '2026-11-23T18:00:00.000Z'],
    // Clocks go forward at 02:00: 02:30 does not exist and is read as 03:30 EDT.
    ['a time skipped in spring', '2026-03-08T02:30', NEW_YORK, '2026-03-08T07:30:00.000Z'],
    // Clocks go back at 02:00: 01:30 happens twice; the first is meant.
    ['a time repeated in autumn', '2026-11-01T01:30', NEW_YORK, '2026-11-01T05:30:00.000Z'],
    ['repeated, east of UTC', '2026-10-25T01:30', 'Europe/London', '2026-10-25T00:30:00.000Z'],
    ['just after clocks went forward', '2026-03-08T03:30', NEW_YORK, '2026-03-08T07:30:00.000Z'],
  ])('%s', (_, local, zone, iso) => {
    expect(fromDateTimeLocal(local, zone)).toBe(iso);
  });

  test.each([
    ['2026-07-01T13:00:00.000Z', NEW_YORK, '2026-07-01T09:00'],
    ['2026-11-23T12:30:00Z', 'Asia/Kolkata', '2026-11-23T18:00'],
    ['2025-12-31T11:30:00.000Z', 'Pacific/Auckland', '2026-01-01T00:30'],
    ['2026-11-23T04:05:00Z', 'UTC', '2026-11-23T04:05'],
  ])('%s reads %s as %s', (iso, zone, local) => {
    expect(toDateTimeLocal(iso, zone)).toBe(local);
    expect(fromDateTimeLocal(local, zone)).toBe(new Date(iso).toISOString());
  });

  test.each([
    '',
    'tomorrow',
    '2026-02-30T10:00',
    '2026-13-01T10:00',
    '2026-11-23T24:30',
    '2026-11-23',
  ])('%j is not a date and time', (value) => {
    expect(fromDateTimeLocal(value, NEW_YORK)).toBeNull();
  });

  test('an unreadable instant shows as an empty field', () => {
    expect(toDateTimeLocal('soon', NEW_YORK)).toBe('');
  });
});

test('the suggestion is an hour ahead on whole 5 minutes; the earliest offered passes the rule', () => {
  expect(suggestedScheduleTime(Date.parse('2026-11-23T12:01:10Z'))).toBe(
    '2026-11-23T13:05:00.000Z',
  );
  const earliest = fromDateTimeLocal(earliestDateTimeLocal(NOW, NEW_YORK), NEW_YORK);
  expect(scheduleIssue(earliest, NOW)).toBeNull();
  expect(earliest).toBe('2026-11-23T12:06:00.000Z');
});
