/** What the retry policy knows of a failed request. */
export interface Failure {
  /** The HTTP status, when the server answered. */
  status?: number;
  /** How long a 429's `Retry-After` asks to wait. */
  retryAfterMs?: number;
  /** Failures that no retry can change (e.g. nobody is logged in). */
  final?: boolean;
}

/** Retries after the first failure. */
export const MAX_RETRIES = 2;
/** A 429 asking to wait longer than this is not retried; the person is told to wait instead. */
export const MAX_RETRY_AFTER_MS = 60_000;

/** Seconds or an HTTP date, as milliseconds from `now`; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * Whether to ask again after `failureCount` earlier failures (0 for the first). Answers that
 * asking again cannot change (4xx: not found, gone, forbidden, unauthorised, invalid) are final;
 * a 429 is retried only when it says how long to wait and that wait is short.
 */
export function shouldRetry(failureCount: number, failure: Failure): boolean {
  if (failure.final || failureCount >= MAX_RETRIES) return false;
  const { status } = failure;
  if (status === 429) {
    return failure.retryAfterMs !== undefined && failure.retryAfterMs <= MAX_RETRY_AFTER_MS;
  }
  if (status !== undefined && status >= 400 && status < 500 && status !== 408) return false;
  return true;
}

/** The wait before the next attempt: what a 429 asks for, else a doubling back-off. */
export function retryDelayMs(failureCount: number, failure: Failure): number {
  const backoff = Math.min(1000 * 2 ** failureCount, 30_000);
  if (failure.status === 429 && failure.retryAfterMs !== undefined) return failure.retryAfterMs;
  return backoff;
}
