import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  raceWithTimeout,
  TaskTimeoutError,
  toUnfurledLink,
  UnfurlQueue,
  type ResolvedStatus,
  type StatusResolver,
} from './unfurl-queue';
import { isStatusAt } from './status-link';

const remote = (id: string): ResolvedStatus => ({
  id,
  url: `https://remote.example/@carol/${id}`,
  uri: `https://remote.example/users/carol/statuses/${id}`,
});

/** Settles a promise into a value or the error, so no rejection is left unhandled while timers run. */
function settle<T>(promise: Promise<T>): Promise<T | Error> {
  return promise.catch((error: unknown) => error as Error);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('raceWithTimeout', () => {
  it('rejects with "Task timed out after {ms}ms" exactly at the time-out and aborts the task', async () => {
    let signal: AbortSignal | undefined;
    const result = settle(
      raceWithTimeout((s) => {
        signal = s;
        return new Promise<never>(() => {});
      }, 3000),
    );
    await vi.advanceTimersByTimeAsync(2999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(TaskTimeoutError);
    expect(error.message).toBe('Task timed out after 3000ms');
    expect(signal?.aborted).toBe(true);
  });

  it.each([[250], [1000]])('uses the given time-out in the message (%i ms)', async (ms) => {
    const result = settle(raceWithTimeout(() => new Promise<never>(() => {}), ms));
    await vi.advanceTimersByTimeAsync(ms);
    expect((await result).message).toBe(`Task timed out after ${ms}ms`);
  });

  it('resolves with the task result before the time-out and clears its timer', async () => {
    await expect(raceWithTimeout(() => Promise.resolve(42), 3000)).resolves.toBe(42);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('isStatusAt', () => {
  const status = remote('7');
  it.each([
    ['https://remote.example/@carol/7', true],
    ['https://remote.example/users/carol/statuses/7', true],
    ['https://REMOTE.example/@carol/7/', true],
    ['https://remote.example/@carol/7#reply', true],
    ['https://remote.example/@carol/8', false],
    ['https://other.example/@carol/7', false],
    ['http://remote.example/@carol/7', false],
    ['not a url', false],
  ])('%s: %s', (link, expected) => {
    expect(isStatusAt(status, link)).toBe(expected);
  });

  it('a status without a url is matched by its uri', () => {
    expect(
      isStatusAt(
        { id: '1', url: null, uri: 'https://c.example/notes/x' },
        'https://c.example/notes/x',
      ),
    ).toBe(true);
  });
});

describe('toUnfurledLink', () => {
  it('has the SPEC fields', () => {
    expect(
      toUnfurledLink('mastodon.social', 'https://link.example/@carol/7', remote('555')),
    ).toEqual({
      id: '555',
      instance: 'mastodon.social',
      url: '/mastodon.social/s/555',
      originalURL: 'https://link.example/@carol/7',
      originalDomain: 'link.example',
      canonicalURL: 'https://remote.example/@carol/555',
      canonicalDomain: 'remote.example',
    });
  });

  it('falls back to the uri when the status has no url', () => {
    const link = toUnfurledLink('a.example', 'https://b.example/notes/x', {
      id: '1',
      uri: 'https://c.example/notes/x',
      url: null,
    });
    expect(link.canonicalURL).toBe('https://c.example/notes/x');
    expect(link.canonicalDomain).toBe('c.example');
  });
});

describe('UnfurlQueue', () => {
  function makeQueue(resolve: StatusResolver) {
    return new UnfurlQueue({ instance: 'mastodon.social', resolve });
  }

  it('starts at most one job per 1000 ms', async () => {
    const startedAt: number[] = [];
    const resolve = vi.fn<StatusResolver>((url) => {
      startedAt.push(Date.now());
      return Promise.resolve([remote(url.slice(-1))]);
    });
    const queue = makeQueue(resolve);
    const t0 = Date.now();
    const results = [
      'https://r.example/@c/1',
      'https://r.example/@c/2',
      'https://r.example/@c/3',
    ].map((url) => settle(queue.unfurl(url)));
    await vi.advanceTimersByTimeAsync(0);
    expect(resolve).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(resolve).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolve).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(resolve).toHaveBeenCalledTimes(3);
    expect(startedAt.map((t) => t - t0)).toEqual([0, 1000, 2000]);
    expect((await Promise.all(results)).map((r) => (r as { id: string }).id)).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('runs one job at a time: a slow job holds the next one back', async () => {
    let finishFirst: (value: ResolvedStatus[]) => void = () => {};
    const resolve = vi
      .fn<StatusResolver>()
      .mockImplementationOnce(() => new Promise((r) => (finishFirst = r)))
      .mockImplementation(() => Promise.resolve([remote('2')]));
    const queue = makeQueue(resolve);
    const first = settle(queue.unfurl('https://r.example/@c/1'));
    const second = settle(queue.unfurl('https://r.example/@c/2'));
    await vi.advanceTimersByTimeAsync(2500);
    expect(resolve).toHaveBeenCalledTimes(1);
    finishFirst([remote('1')]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(resolve).toHaveBeenCalledTimes(2);
    await Promise.all([first, second]);
  });

  it('times a job out after 3000 ms and tries the link again later', async () => {
    const resolve = vi
      .fn<StatusResolver>()
      .mockImplementationOnce(() => new Promise(() => {}))
      .mockImplementation(() => Promise.resolve([remote('9')]));
    const queue = makeQueue(resolve);
    const url = 'https://r.example/@c/9';
    const first = settle(queue.unfurl(url));
    await vi.advanceTimersByTimeAsync(2999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await first;
    expect(error).toBeInstanceOf(TaskTimeoutError);
    expect((error as Error).message).toBe('Task timed out after 3000ms');

    const second = settle(queue.unfurl(url));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await second).toMatchObject({ id: '9' });
    expect(resolve).toHaveBeenCalledTimes(2);
  });

  it('resolves to null when the instance finds no post at the link', async () => {
    const resolve = vi.fn<StatusResolver>(() => Promise.resolve([]));
    await expect(makeQueue(resolve).unfurl('https://r.example/@c/404')).resolves.toBeNull();
  });

  it('clear() rejects waiting jobs', async () => {
    const resolve = vi.fn<StatusResolver>(() => Promise.resolve([remote('1')]));
    const queue = makeQueue(resolve);
    const first = settle(queue.unfurl('https://r.example/@c/1'));
    const second = settle(queue.unfurl('https://r.example/@c/2'));
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.waiting).toBe(1);
    queue.clear();
    await vi.advanceTimersByTimeAsync(2000);
    expect(await first).toMatchObject({ id: '1' });
    expect(await second).toBeInstanceOf(Error);
    expect(resolve).toHaveBeenCalledTimes(1);
  });
});
