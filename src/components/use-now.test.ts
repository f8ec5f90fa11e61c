import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { useNow } from './use-now';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

test('the time is renewed every tickMs, and not while inactive', () => {
  const { result, rerender } = renderHook(({ active }) => useNow({ tickMs: 15_000, active }), {
    initialProps: { active: true },
  });
  expect(result.current).toBe(0);
  act(() => {
    vi.advanceTimersByTime(14_999);
  });
  expect(result.current).toBe(0);
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(result.current).toBe(15_000);

  rerender({ active: false });
  act(() => {
    vi.advanceTimersByTime(30_000);
  });
  expect(result.current).toBe(15_000);
});

test('readers of the same interval share one clock', () => {
  const first = renderHook(() => useNow({ tickMs: 10_000 }));
  act(() => {
    vi.advanceTimersByTime(5_000);
  });
  const second = renderHook(() => useNow({ tickMs: 10_000 }));
  expect(second.result.current).toBe(first.result.current);
  act(() => {
    vi.advanceTimersByTime(5_000);
  });
  expect(first.result.current).toBe(10_000);
  expect(second.result.current).toBe(10_000);
});
