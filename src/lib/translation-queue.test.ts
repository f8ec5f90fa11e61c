import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_TRANSLATION_INTERVAL_MS, TranslationQueue } from './translation-queue';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('TranslationQueue', () => {
  it('starts one job per interval, one at a time', async () => {
    const queue = new TranslationQueue();
    const started: string[] = [];
    const task = (key: string) => () => {
      started.push(key);
      return Promise.resolve(key);
    };
    const jobs = ['a', 'b', 'c'].map((key) => queue.run(key, task(key)));
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(AUTO_TRANSLATION_INTERVAL_MS);
    expect(started).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(AUTO_TRANSLATION_INTERVAL_MS);
    expect(started).toEqual(['a', 'b', 'c']);
    await expect(Promise.all(jobs)).resolves.toEqual(['a', 'b', 'c']);
  });

  it('waits for a slow job before starting the next', async () => {
    const queue = new TranslationQueue();
    let finish: (value: string) => void = () => {};
    const second = vi.fn(() => Promise.resolve('b'));
    void queue.run('a', () => new Promise<string>((resolve) => (finish = resolve)));
    void queue.run('b', second);
    await vi.advanceTimersByTimeAsync(5 * AUTO_TRANSLATION_INTERVAL_MS);
    expect(second).not.toHaveBeenCalled();
    finish('a');
    await vi.advanceTimersByTimeAsync(AUTO_TRANSLATION_INTERVAL_MS);
    expect(second).toHaveBeenCalledOnce();
  });

  it('never asks twice for the same key, even after a failure', async () => {
    const queue = new TranslationQueue();
    const task = vi.fn(() => Promise.reject(new Error('down')));
    const first = queue.run('post:en', task).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(0);
    expect(await first).toBe('down');
    const again = queue.run('post:en', task).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(3 * AUTO_TRANSLATION_INTERVAL_MS);
    expect(await again).toBe('down');
    expect(task).toHaveBeenCalledOnce();
    expect(queue.has('post:en')).toBe(true);
    expect(queue.has('post:fr')).toBe(false);
  });
});
