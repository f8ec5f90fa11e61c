// All wording comes from Intl in the reader's locale; nothing here is English.

export type DateInput = Date | string | number;

export interface TimeFormatOptions {
  locale?: string;
  /** Defaults to the runtime's zone; tests pass one to be deterministic. */
  timeZone?: string;
}

export interface RelativeTimeOptions extends TimeFormatOptions {
  now?: DateInput;
  /** short: "3m", "2h", "5d", then a date; long: "3 minutes ago", "yesterday", "last month". */
  style?: 'short' | 'long';
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const formatterCache = new Map<
  string,
  Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.DateTimeFormat
>();
const MAX_CACHED_FORMATTERS = 64;

// Building Intl formatters is slow next to using them, and a timeline formats hundreds of dates.
function cached<T extends Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.DateTimeFormat>(
  key: string,
  create: () => T,
): T {
  let formatter = formatterCache.get(key) as T | undefined;
  if (!formatter) {
    if (formatterCache.size >= MAX_CACHED_FORMATTERS) formatterCache.clear();
    formatter = create();
    formatterCache.set(key, formatter);
  }
  return formatter;
}

function relativeFormat(locale: string | undefined, style: Intl.RelativeTimeFormatStyle) {
  return cached(
    `rtf|${locale}|${style}`,
    () => new Intl.RelativeTimeFormat(locale, { style, numeric: 'auto' }),
  );
}

const LATIN_LETTER = /[a-z]/i;

/**
 * The compact unit ("3m", "3 Min.", "3分"). Where a language's narrow form falls back to Latin
 * letters (Japanese and Persian give "3m") its short form, written in the language, is used.
 */
function unitFormat(locale: string | undefined, unit: 'minute' | 'hour' | 'day') {
  return cached(`unit|${locale}|${unit}`, () => {
    const format = (unitDisplay: 'narrow' | 'short') =>
      new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay });
    const narrow = format('narrow');
    if (!LATIN_LETTER.test(narrow.format(1))) return narrow;
    const short = format('short');
    return LATIN_LETTER.test(short.format(1)) ? narrow : short;
  });
}

function dateFormat(options: TimeFormatOptions, format: Intl.DateTimeFormatOptions) {
  return cached(
    `dtf|${options.locale}|${options.timeZone}|${JSON.stringify(format)}`,
    () => new Intl.DateTimeFormat(options.locale, { ...format, timeZone: options.timeZone }),
  );
}

export function toDate(input: DateInput): Date {
  return input instanceof Date ? input : new Date(input);
}

/** "now", "3m", "2h", "5d" for the past week, then "Mar 5" (with the year when not this year). */
function shortRelative(date: Date, now: Date, options: TimeFormatOptions): string {
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < 0) return longRelative(date, now, options.locale, 'narrow');
  if (elapsed < MINUTE) return relativeFormat(options.locale, 'narrow').format(0, 'second');
  if (elapsed < HOUR)
    return unitFormat(options.locale, 'minute').format(Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return unitFormat(options.locale, 'hour').format(Math.floor(elapsed / HOUR));
  if (elapsed < WEEK) return unitFormat(options.locale, 'day').format(Math.floor(elapsed / DAY));
  const sameYear = yearIn(date, options) === yearIn(now, options);
  return dateFormat(options, {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
}

function yearIn(date: Date, options: TimeFormatOptions): string {
  return dateFormat(options, { year: 'numeric' }).format(date);
}

const LONG_UNITS: ReadonlyArray<[limit: number, size: number, unit: Intl.RelativeTimeFormatUnit]> =
  [
    [MINUTE, SECOND, 'second'],
    [HOUR, MINUTE, 'minute'],
    [DAY, HOUR, 'hour'],
    [WEEK, DAY, 'day'],
    [MONTH, WEEK, 'week'],
    [YEAR, MONTH, 'month'],
    [Infinity, YEAR, 'year'],
  ];

/** "3 minutes ago", "yesterday", "in 2 hours", "last year"… */
function longRelative(
  date: Date,
  now: Date,
  locale: string | undefined,
  style: Intl.RelativeTimeFormatStyle = 'long',
): string {
  const diff = date.getTime() - now.getTime();
  const distance = Math.abs(diff);
  if (distance < 10 * SECOND) return relativeFormat(locale, style).format(0, 'second');
  const [, size, unit] = LONG_UNITS.find(([limit]) => distance < limit)!;
  const value = Math.trunc(diff / size);
  return relativeFormat(locale, style).format(value, unit);
}

export function formatRelativeTime(input: DateInput, options: RelativeTimeOptions = {}): string {
  const date = toDate(input);
  const now = toDate(options.now ?? Date.now());
  return options.style === 'long'
    ? longRelative(date, now, options.locale)
    : shortRelative(date, now, options);
}

/** Full date and time for titles and tooltips, e.g. "Mar 5, 2025, 3:04 PM" in en. */
export function formatDateTime(
  input: DateInput,
  options: TimeFormatOptions & { dateStyle?: 'full' | 'long' | 'medium' | 'short' } = {},
): string {
  return dateFormat(options, {
    dateStyle: options.dateStyle ?? 'medium',
    timeStyle: 'short',
  }).format(toDate(input));
}

/** Machine-readable value for <time dateTime>. */
export function isoDateTime(input: DateInput): string {
  return toDate(input).toISOString();
}
