import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRelativeTime, isoDateTime } from './time';

const NOW = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('formatRelativeTime short style (en)', () => {
  it.each<[string, Date, string]>([
    ['just now', ago(5 * S), 'now'],
    ['59 seconds', ago(59 * S), 'now'],
    ['1 minute', ago(M), '1m'],
    ['3 minutes', ago(3 * M + 30 * S), '3m'],
    ['59 minutes', ago(59 * M), '59m'],
    ['2 hours', ago(2 * H + 59 * M), '2h'],
    ['23 hours', ago(23 * H), '23h'],
    ['5 days', ago(5 * D), '5d'],
    ['6 days', ago(6 * D + 23 * H), '6d'],
    ['8 days, same year', ago(8 * D), 'Jun 7'],
    ['last year', new Date('2024-03-05T12:00:00Z'), 'Mar 5, 2024'],
    ['in 3 hours', new Date(NOW.getTime() + 3 * H), 'in 3h'],
  ])('%s -> %s', (_label, date, expected) => {
    expect(formatRelativeTime(date, { now: NOW, locale: 'en', timeZone: 'UTC' })).toBe(expected);
  });

  it('accepts ISO strings and timestamps', () => {
    expect(formatRelativeTime('2025-06-15T11:57:00Z', { now: NOW, locale: 'en' })).toBe('3m');
    expect(formatRelativeTime(NOW.getTime() - 2 * H, { now: NOW.getTime(), locale: 'en' })).toBe(
      '2h',
    );
  });
});

describe('formatRelativeTime long style (en)', () => {
  it.each<[string, Date, string]>([
    ['just now', ago(3 * S), 'now'],
    ['30 seconds', ago(30 * S), '30 seconds ago'],
    ['3 minutes', ago(3 * M), '3 minutes ago'],
    ['1 hour', ago(H), '1 hour ago'],
    ['1 day', ago(D), 'yesterday'],
    ['3 days', ago(3 * D), '3 days ago'],
    ['8 days', ago(8 * D), 'last week'],
    ['45 days', ago(45 * D), 'last month'],
    ['400 days', ago(400 * D), 'last year'],
    ['in 2 hours', new Date(NOW.getTime() + 2 * H), 'in 2 hours'],
    ['in 1 day', new Date(NOW.getTime() + D), 'tomorrow'],
  ])('%s -> %s', (_label, date, expected) => {
    expect(formatRelativeTime(date, { now: NOW, locale: 'en', style: 'long' })).toBe(expected);
  });
});

describe('formatRelativeTime in other locales comes from Intl', () => {
  it.each(['fr', 'de', 'ar', 'pt-BR'])('%s', (locale) => {
    const unit = (u: string, v: number) =>
      new Intl.NumberFormat(locale, { style: 'unit', unit: u, unitDisplay: 'narrow' }).format(v);
    const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    expect(formatRelativeTime(ago(3 * M), { now: NOW, locale })).toBe(unit('minute', 3));
    expect(formatRelativeTime(ago(2 * H), { now: NOW, locale })).toBe(unit('hour', 2));
    expect(formatRelativeTime(ago(5 * D), { now: NOW, locale })).toBe(unit('day', 5));
    expect(formatRelativeTime(ago(3 * M), { now: NOW, locale, style: 'long' })).toBe(
      rtf.format(-3, 'minute'),
    );
  });

  it.each([
    ['ja', /^3\s?分$/],
    ['fa', /^۳\s?دقیقه$/],
    ['en', /^3m$/],
  ])('%s writes compact units in its own script', (locale, expected) => {
    expect(formatRelativeTime(ago(3 * M), { now: NOW, locale })).toMatch(expected);
  });

  it('gives different words for different locales', () => {
    const en = formatRelativeTime(ago(3 * D), { now: NOW, locale: 'en', style: 'long' });
    const fr = formatRelativeTime(ago(3 * D), { now: NOW, locale: 'fr', style: 'long' });
    expect(fr).not.toBe(en);
    expect(fr).toBe('il y a 3 jours');
  });
});

// ICU versions differ in using a narrow no-break space before AM/PM.
const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('full dates', () => {
  const date = new Date('2025-03-05T15:04:00Z');

  it.each([
    ['en', 'Mar 5, 2025, 3:04 PM'],
    [
      'de',
      new Intl.DateTimeFormat('de', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      }).format(date),
    ],
  ])('formatDateTime in %s', (locale, expected) => {
    expect(spaces(formatDateTime(date, { locale, timeZone: 'UTC' }))).toBe(spaces(expected));
  });

  it('formatDateTime honours dateStyle and time zone', () => {
    expect(
      spaces(formatDateTime(date, { locale: 'en', timeZone: 'Asia/Tokyo', dateStyle: 'full' })),
    ).toBe('Thursday, March 6, 2025 at 12:04 AM');
  });

  it('isoDateTime', () => {
    expect(isoDateTime('2025-03-05T15:04:00.000Z')).toBe('2025-03-05T15:04:00.000Z');
  });
});
