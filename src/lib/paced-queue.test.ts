import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pacedQueue } from './paced-queue';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('pacedQueue', () => {
  it('starts one job per interval, one at a time', async () => {
    const queue = pacedQueue(1000);
    const started: string[] = [];
    const task = (key: string) => () => {
      started.push(key);
      return Promise.resolve(key);
    };
    const jobs = ['a', 'b', 'c'].map((key) => queue.add(task(key)));
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(999);
    expect(started).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toEqual(['a', 'b', 'c']);
    await expect(Promise.all(jobs)).resolves.toEqual(['a', 'b', 'c']);
  });

  it('waits for a slow job before starting the next', async () => {
    const queue = pacedQueue(1000);
    let finish: (value: string) => void = () => {};
    const second = vi.fn(() => Promise.resolve('b'));
    void queue.add(() => new Promise<string>((resolve) => (finish = resolve)));
    void queue.add(second);
    await vi.advanceTimersByTimeAsync(5000);
    expect(second).not.toHaveBeenCalled();
    finish('a');
    await vi.advanceTimersByTimeAsync(1000);
    expect(second).toHaveBeenCalledOnce();
  });
});
