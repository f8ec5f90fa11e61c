/**
 * Scheduling a post: when it may be published (the server's rule: at least 5 minutes ahead), and
 * the date and time a person enters and reads in their own time zone (a `datetime-local` field,
 * which has no time zone of its own) turned into the ISO instant the server takes, and back.
 */

/** Mastodon refuses a scheduled time less than 5 minutes ahead (`scheduled_at`, 422). */
export const MIN_SCHEDULE_AHEAD_MS = 5 * 60_000;

/** How often the rules about a scheduled time are checked again while one is chosen. */
export const SCHEDULE_CLOCK_MS = 15_000;

export type ScheduleIssue = { code: 'invalid' } | { code: 'too-soon' };

/** Whether `at` (ISO) can be sent as `scheduled_at` at time `now`; null when it can. */
export function scheduleIssue(at: string | null, now: number): ScheduleIssue | null {
  if (at === null) return null;
  const time = Date.parse(at);
  if (Number.isNaN(time)) return { code: 'invalid' };
  return time - now < MIN_SCHEDULE_AHEAD_MS ? { code: 'too-soon' } : null;
}

/** The time zone the person's device is set to. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallTimeIn(instant: number, timeZone: string): WallTime {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

const asUtc = ({ year, month, day, hour, minute }: WallTime) =>
  Date.UTC(year, month - 1, day, hour, minute);

/** `YYYY-MM-DDTHH:mm`, the value of a `datetime-local` field, for `iso` as seen in `timeZone`. */
export function toDateTimeLocal(iso: string, timeZone = deviceTimeZone()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const wall = wallTimeIn(time, timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

const LOCAL_VALUE = /^(\d{4,})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * The instant (ISO) a `datetime-local` value means in `timeZone`, or null when it is not a date.
 * A time skipped when clocks go forward is read with the offset from before the change (02:30
 * on a spring-forward night becomes 03:30), as browsers read it.
 */
export function fromDateTimeLocal(value: string, timeZone = deviceTimeZone()): string | null {
  const match = LOCAL_VALUE.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const wanted = asUtc({ year, month, day, hour, minute });
  const check = new Date(wanted);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  // The zone's offset at a first guess, then at the instant that guess gives (for DST changes).
  const offsetAt = (instant: number) => asUtc(wallTimeIn(instant, timeZone)) - instant;
  const dayBefore = wanted - offsetAt(wanted - 24 * 3_600_000);
  const candidates = [wanted - offsetAt(wanted - offsetAt(wanted)), dayBefore].sort(
    (a, b) => a - b,
  );
  // A time that happens twice (clocks going back) is its first occurrence.
  const exact = candidates.find((instant) => asUtc(wallTimeIn(instant, timeZone)) === wanted);
  return new Date(exact ?? dayBefore).toISOString();
}

/** A first suggestion when scheduling: an hour from `now`, on the next whole 5 minutes. */
export function suggestedScheduleTime(now: number): string {
  const step = 5 * 60_000;
  return new Date(Math.ceil((now + 60 * 60_000) / step) * step).toISOString();
}

/** The earliest value the `datetime-local` field should offer (its `min`). */
export function earliestDateTimeLocal(now: number, timeZone = deviceTimeZone()): string {
  return toDateTimeLocal(new Date(now + MIN_SCHEDULE_AHEAD_MS + 60_000).toISOString(), timeZone);
}
