/** A draft's poll as the composer edits it (validated by `lib/poll.ts`). */

import { validatePoll, type PollIssue, type PollLimits } from '../poll';

export interface ComposerPoll {
  options: string[];
  /** Seconds until the poll closes. */
  expiresIn: number;
  multiple: boolean;
  hideTotals: boolean;
}

export type PollAction =
  | { type: 'edit-option'; index: number; text: string }
  /** Adds an empty choice, unless the poll already has `max` (the server's limit). */
  | { type: 'add-option'; max?: number }
  /** Removes a choice; the last one stays (validation says a poll needs two). */
  | { type: 'remove-option'; index: number }
  | { type: 'set-expiry'; seconds: number }
  | { type: 'set-multiple'; multiple: boolean }
  | { type: 'set-hide-totals'; hideTotals: boolean };

/** Mastodon's default: one day. */
const DEFAULT_EXPIRY_SECONDS = 24 * 60 * 60;

export function createPoll(): ComposerPoll {
  return {
    options: ['', ''],
    expiresIn: DEFAULT_EXPIRY_SECONDS,
    multiple: false,
    hideTotals: false,
  };
}

export function pollReducer(poll: ComposerPoll, action: PollAction): ComposerPoll {
  switch (action.type) {
    case 'edit-option':
      return {
        ...poll,
        options: poll.options.map((option, index) =>
          index === action.index ? action.text : option,
        ),
      };
    case 'add-option':
      if (action.max !== undefined && poll.options.length >= action.max) return poll;
      return { ...poll, options: [...poll.options, ''] };
    case 'remove-option':
      if (poll.options.length <= 1 || !(action.index in poll.options)) return poll;
      return { ...poll, options: poll.options.filter((_, index) => index !== action.index) };
    case 'set-expiry':
      return Number.isFinite(action.seconds) && action.seconds > 0
        ? { ...poll, expiresIn: Math.round(action.seconds) }
        : poll;
    case 'set-multiple':
      return { ...poll, multiple: action.multiple };
    case 'set-hide-totals':
      return { ...poll, hideTotals: action.hideTotals };
  }
}

/** What keeps a draft's poll from being sent (nothing when there is no poll). */
export function pollIssues(poll: ComposerPoll | null, limits?: PollLimits): PollIssue[] {
  return poll ? validatePoll(poll, limits) : [];
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The durations offered, as Mastodon's own composer offers them. */
const DURATIONS = [5 * MINUTE, 30 * MINUTE, HOUR, 6 * HOUR, 12 * HOUR, DAY, 3 * DAY, 7 * DAY];

/**
 * The durations to choose from within the server's limits, shortest first. The poll's current
 * one stays listed even when unusual (a kept draft, a scheduled post opened to edit), so the
 * choice shows what will be sent; validation says when it is out of bounds.
 */
export function pollDurations(limits: PollLimits = {}, current?: number): number[] {
  const { minExpiration = 0, maxExpiration = Infinity } = limits;
  const within = DURATIONS.filter(
    (seconds) => seconds >= minExpiration && seconds <= maxExpiration,
  );
  const offered =
    current !== undefined && !within.includes(current) ? [...within, current] : within;
  return offered.sort((a, b) => a - b);
}

/** A duration in its largest whole unit, for `Intl.NumberFormat`'s unit style. */
export function durationUnit(seconds: number): { value: number; unit: 'day' | 'hour' | 'minute' } {
  if (seconds >= DAY && seconds % DAY === 0) return { value: seconds / DAY, unit: 'day' };
  if (seconds >= HOUR && seconds % HOUR === 0) return { value: seconds / HOUR, unit: 'hour' };
  return { value: Math.round(seconds / MINUTE), unit: 'minute' };
}
