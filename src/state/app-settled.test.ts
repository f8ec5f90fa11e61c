import { afterEach, beforeEach, expect, test, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

async function freshModule() {
  return import('./app-settled');
}

test('waiting work runs once the app settles, and later work at once', async () => {
  const { markSettled, whenSettled } = await freshModule();
  const ran: string[] = [];
  whenSettled(() => ran.push('early'));
  expect(ran).toEqual([]);
  markSettled();
  markSettled();
  expect(ran).toEqual(['early']);
  whenSettled(() => ran.push('late'));
  expect(ran).toEqual(['early', 'late']);
});

test('the first key press settles the app and is kept for the keyboard layer, once', async () => {
  const { isSettled, settleOnFirstUse, takePendingKey } = await freshModule();
  settleOnFirstUse();
  expect(isSettled()).toBe(false);
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'j' }));
  expect(isSettled()).toBe(true);
  expect(takePendingKey()?.key).toBe('j');
  expect(takePendingKey()).toBeNull();
});

test('a screen without a feed settles after the fallback delay', async () => {
  const { isSettled, settleOnFirstUse, SETTLE_FALLBACK_MS } = await freshModule();
  settleOnFirstUse();
  vi.advanceTimersByTime(SETTLE_FALLBACK_MS - 1);
  expect(isSettled()).toBe(false);
  vi.advanceTimersByTime(1);
  expect(isSettled()).toBe(true);
});
