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

test('keys pressed before the keyboard layers load settle the app and are kept for them, once', async () => {
  const { isSettled, markSettled, settleOnFirstUse, takePendingKeys } = await freshModule();
  settleOnFirstUse();
  expect(isSettled()).toBe(false);
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'g' }));
  expect(isSettled()).toBe(true);
  // Settled by a feed or not, keys still wait until the layers take them.
  markSettled();
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'n' }));
  expect(takePendingKeys().map((event) => event.key)).toEqual(['g', 'n']);
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'j' }));
  expect(takePendingKeys()).toEqual([]);
});

test('once a keyboard layer is there, keys are not kept for replay', async () => {
  const { settleOnFirstUse, stopKeepingKeys, takePendingKeys } = await freshModule();
  settleOnFirstUse();
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'g' }));
  stopKeepingKeys();
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'j' }));
  expect(takePendingKeys().map((event) => event.key)).toEqual(['g']);
});

test('a screen without a feed settles after the fallback delay', async () => {
  const { isSettled, settleOnFirstUse, SETTLE_FALLBACK_MS } = await freshModule();
  settleOnFirstUse();
  vi.advanceTimersByTime(SETTLE_FALLBACK_MS - 1);
  expect(isSettled()).toBe(false);
  vi.advanceTimersByTime(1);
  expect(isSettled()).toBe(true);
});

test('early keys wait for a feed’s own keys to listen, or for the bound if they never do', async () => {
  const { feedKeysListen, markFeedKeysListening } = await freshModule();
  const heard: string[] = [];
  void feedKeysListen(1000).then(() => heard.push('listening'));
  void feedKeysListen(1000).then(() => heard.push('also'));
  await vi.advanceTimersByTimeAsync(999);
  expect(heard).toEqual([]);
  markFeedKeysListening();
  await vi.advanceTimersByTimeAsync(0);
  expect(heard).toEqual(['listening', 'also']);
  void feedKeysListen(1000).then(() => heard.push('at once'));
  await vi.advanceTimersByTimeAsync(0);
  expect(heard).toEqual(['listening', 'also', 'at once']);
});

test('feed keys that never come hold early keys only as long as the bound', async () => {
  const { feedKeysListen } = await freshModule();
  let done = false;
  void feedKeysListen(1000).then(() => (done = true));
  await vi.advanceTimersByTimeAsync(999);
  expect(done).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(done).toBe(true);
});
