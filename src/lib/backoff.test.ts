import { expect, it } from 'vitest';
import { reconnectDelay } from './backoff';

it.each([
  [0, 1_000],
  [1, 1_000],
  [2, 2_000],
  [3, 4_000],
  [4, 8_000],
  [8, 128_000],
  [9, 256_000],
  [10, 300_000],
  [50, 300_000],
  [5000, 300_000],
])('after %i failed connections the next attempt waits %i ms', (failures, delay) => {
  expect(reconnectDelay(failures)).toBe(delay);
});
