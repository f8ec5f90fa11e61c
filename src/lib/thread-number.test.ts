import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatThreadNumber,
  getThreadNumber,
  isSwallowedThreadError,
  NotAThreadError,
  selfThreadLength,
  threadNumberOrNull,
  TooManyFetchesError,
  type ThreadLink,
} from './thread-number';

function post(id: string, author: string, parent?: ThreadLink): ThreadLink {
  return {
    id,
    account: { id: author },
    inReplyToId: parent?.id ?? null,
    inReplyToAccountId: parent?.account.id ?? null,
  };
}

/** A self-thread by `author` of `length` posts: ids p1..pN, each replying to the previous. */
function chain(length: number, author = 'me'): ThreadLink[] {
  const posts: ThreadLink[] = [];
  for (let i = 1; i <= length; i++) posts.push(post(`p${i}`, author, posts[i - 2]));
  return posts;
}

function depsFor(all: readonly ThreadLink[], cachedIds: readonly string[]) {
  const byId = new Map(all.map((p) => [p.id, p]));
  const cache = new Map(cachedIds.map((id) => [id, byId.get(id)!]));
  const fetchStatus = vi.fn((id: string) => {
    const found = byId.get(id);
    if (!found) return Promise.reject(new Error(`404 ${id}`));
    cache.set(id, found);
    return Promise.resolve(found);
  });
  return { getCached: (id: string) => cache.get(id), fetchStatus };
}

describe('getThreadNumber with everything cached', () => {
  it.each([
    [2, 2],
    [3, 3],
    [10, 10],
  ])('the last of %i self-replies is number %i', (length, expected) => {
    const posts = chain(length);
    const deps = depsFor(
      posts,
      posts.map((p) => p.id),
    );
    return expect(
      getThreadNumber(posts[length - 1], { ...deps, sleep: () => Promise.resolve() }),
    ).resolves.toBe(expected);
  });

  it('stops at a parent by another author', async () => {
    const other = post('o1', 'other');
    const first = post('p1', 'me', other);
    const second = post('p2', 'me', first);
    const deps = depsFor([other, first, second], ['o1', 'p1', 'p2']);
    // p1 replies to someone else, so p2 is second in the self-thread that starts at p1.
    await expect(getThreadNumber(second, deps)).resolves.toBe(2);
  });

  it.each([
    ['a post that is not a reply', post('x', 'me')],
    ['a reply to someone else', post('x', 'me', post('o', 'other'))],
  ])('throws Not a thread for %s', async (_label, status) => {
    const error = await getThreadNumber(status, depsFor([], [])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotAThreadError);
    expect((error as Error).message).toBe('Not a thread');
  });

  it('checks the parent author when the server omits inReplyToAccountId', async () => {
    const other = post('o', 'other');
    const reply: ThreadLink = { id: 'x', account: { id: 'me' }, inReplyToId: 'o' };
    const deps = depsFor([other], ['o']);
    await expect(getThreadNumber(reply, deps)).rejects.toBeInstanceOf(NotAThreadError);
  });
});

describe('getThreadNumber fetching missing parents', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches missing parents after 500 ms × attempt', async () => {
    const posts = chain(4);
    const deps = depsFor(posts, ['p4']);
    const result = getThreadNumber(posts[3], deps);

    await vi.advanceTimersByTimeAsync(499);
    expect(deps.fetchStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.fetchStatus).toHaveBeenCalledTimes(1);
    expect(deps.fetchStatus).toHaveBeenLastCalledWith('p3');

    await vi.advanceTimersByTimeAsync(999);
    expect(deps.fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.fetchStatus).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(1500);
    expect(deps.fetchStatus).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBe(4);
  });

  it('uses the cache between fetches without counting them', async () => {
    const posts = chain(6);
    const deps = depsFor(posts, ['p6', 'p4', 'p2']);
    const result = getThreadNumber(posts[5], deps);
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe(6);
    expect(deps.fetchStatus.mock.calls.map(([id]) => id)).toEqual(['p5', 'p3', 'p1']);
  });

  it('abandons the chain when a fourth fetch would be needed', async () => {
    const posts = chain(5);
    const deps = depsFor(posts, ['p5']);
    const result = getThreadNumber(posts[4], deps).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    const error = await result;
    expect(error).toBeInstanceOf(TooManyFetchesError);
    expect((error as Error).message).toBe('Too many fetches for thread');
    expect(deps.fetchStatus).toHaveBeenCalledTimes(3);
  });

  it('uses an injected sleep', async () => {
    const posts = chain(3);
    const deps = depsFor(posts, ['p3']);
    const sleep = vi.fn(() => Promise.resolve());
    await expect(getThreadNumber(posts[2], { ...deps, sleep })).resolves.toBe(3);
    expect(sleep.mock.calls).toEqual([[500], [1000]]);
  });
});

describe('threadNumberOrNull', () => {
  it('returns null for Not a thread', async () => {
    await expect(threadNumberOrNull(post('x', 'me'), depsFor([], []))).resolves.toBeNull();
  });

  it('returns null for Too many fetches for thread', async () => {
    const posts = chain(5);
    const deps = { ...depsFor(posts, ['p5']), sleep: () => Promise.resolve() };
    await expect(threadNumberOrNull(posts[4], deps)).resolves.toBeNull();
  });

  it('lets other errors through', async () => {
    const orphan = post('x', 'me', post('gone', 'me'));
    const deps = { ...depsFor([], []), sleep: () => Promise.resolve() };
    await expect(threadNumberOrNull(orphan, deps)).rejects.toThrow('404 gone');
  });

  it.each([
    [new NotAThreadError(), true],
    [new TooManyFetchesError(), true],
    [new Error('Not a thread'), false],
    ['Not a thread', false],
  ])('isSwallowedThreadError(%s) is %s', (error, expected) => {
    expect(isSwallowedThreadError(error)).toBe(expected);
  });
});

describe('selfThreadLength and formatThreadNumber', () => {
  it('counts the root and its same-author reply chain only', () => {
    const [p1, p2, p3] = chain(3);
    const otherReply = post('o', 'other', p2);
    const laterReplyToOther = post('p4', 'me', otherReply);
    expect(selfThreadLength(p1, [p2, otherReply, p3, laterReplyToOther])).toBe(3);
    expect(selfThreadLength(p1, [])).toBe(1);
  });

  it.each([
    [{ index: 2, total: 5 }, 'en', '2/5'],
    [{ index: 2 }, 'en', '2'],
    [
      { index: 3, total: 4 },
      'ar-EG',
      `${new Intl.NumberFormat('ar-EG').format(3)}/${new Intl.NumberFormat('ar-EG').format(4)}`,
    ],
  ])('%o in %s -> %s', (number, locale, expected) => {
    expect(formatThreadNumber(number, locale)).toBe(expected);
  });
});
