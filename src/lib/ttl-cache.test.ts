import { expect, test, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

test('a value is reused for the whole TTL and reloaded after', async () => {
  let now = 0;
  const cache = new TtlCache<number>(60_000, () => now);
  const load = vi.fn(() => Promise.resolve(now));
  expect(await cache.get('k', load)).toBe(0);
  now = 59_999;
  expect(await cache.get('k', load)).toBe(0);
  expect(load).toHaveBeenCalledTimes(1);
  now = 60_000;
  expect(await cache.get('k', load)).toBe(60_000);
  expect(load).toHaveBeenCalledTimes(2);
});

test('failures are not cached', async () => {
  const cache = new TtlCache<number>(60_000);
  await expect(cache.get('k', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
  await Promise.resolve();
  expect(await cache.get('k', () => Promise.resolve(1))).toBe(1);
});

test('keys are independent and can be deleted', async () => {
  const cache = new TtlCache<string>(60_000);
  await cache.get('a', () => Promise.resolve('a'));
  cache.delete('a');
  expect(await cache.get('a', () => Promise.resolve('again'))).toBe('again');
  expect(await cache.get('b', () => Promise.resolve('b'))).toBe('b');
});
