import { describe, expect, test } from 'vitest';
import { parseRetryAfter, retryDelayMs, shouldRetry, type Failure } from './retry-policy';

describe('shouldRetry', () => {
  test.each<[string, Failure, number, boolean]>([
    ['a 404 is fetched once', { status: 404 }, 0, false],
    ['a 410 is fetched once', { status: 410 }, 0, false],
    ['a 401 is final', { status: 401 }, 0, false],
    ['a 422 is final', { status: 422 }, 0, false],
    ['a 500 is retried', { status: 500 }, 0, true],
    ['a 503 is retried twice at most', { status: 503 }, 2, false],
    ['a network failure is retried', {}, 1, true],
    ['a 408 is retried', { status: 408 }, 0, true],
    ['a 429 with a short Retry-After is retried', { status: 429, retryAfterMs: 5000 }, 0, true],
    ['a 429 with a long Retry-After is not', { status: 429, retryAfterMs: 3_600_000 }, 0, false],
    ['a 429 without Retry-After is not', { status: 429 }, 0, false],
    ['a final failure is not', { final: true }, 0, false],
  ])('%s', (_, failure, count, expected) => {
    expect(shouldRetry(count, failure)).toBe(expected);
  });
});

describe('retryDelayMs', () => {
  test('a 429 waits for its Retry-After', () => {
    expect(retryDelayMs(0, { status: 429, retryAfterMs: 7000 })).toBe(7000);
  });

  test('other failures back off doubling', () => {
    expect([0, 1, 2].map((count) => retryDelayMs(count, { status: 500 }))).toEqual([
      1000, 2000, 4000,
    ]);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  test.each([
    ['5', 5000],
    [' 0 ', 0],
    ['Mon, 23 Nov 2026 12:00:30 GMT', 30_000],
    ['Mon, 23 Nov 2026 11:00:00 GMT', 0],
    ['soon', undefined],
    [null, undefined],
  ])('%j is %j ms', (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });
});
