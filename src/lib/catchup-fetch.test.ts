import { describe, expect, it, vi } from 'vitest';
import {
  collectCatchup,
  isCutShort,
  newerThan,
  progressFraction,
  type HomePage,
} from './catchup-fetch';
import { makeStatus } from './status-fixture';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const MINUTE = 60_000;

/** Home as a server holds it: `count` posts, one a minute back from NOW, with opaque ids. */
function home(count: number) {
  return Array.from({ length: count }, (_, index) =>
    makeStatus({
      id: `post-${String(count - index).padStart(5, '0')}`,
      createdAt: new Date(NOW - index * MINUTE).toISOString(),
    }),
  );
}

/** A fake server paging Home by the cursor it hands out (the position after a page). */
function server(posts: ReturnType<typeof home>, pageSize = 40, ignoresCursor = false) {
  const requests: (string | undefined)[] = [];
  const fetchPage = vi.fn((cursor: string | undefined): Promise<HomePage<string>> => {
    requests.push(cursor);
    if (requests.length > 50) return Promise.reject(new Error('asked again and again'));
    const start = ignoresCursor || !cursor ? 0 : posts.findIndex((post) => post.id === cursor) + 1;
    const statuses = posts.slice(start, start + pageSize);
    return Promise.resolve({ statuses, older: statuses.at(-1)?.id });
  });
  return { fetchPage, requests };
}

describe('collectCatchup', () => {
  it('keeps the posts of the range and stops at the first page reaching past it', async () => {
    const { fetchPage, requests } = server(home(300));
    const result = await collectCatchup({ fetchPage, since: NOW - 90 * MINUTE, now: NOW });
    expect(result.end).toBe('complete');
    expect(result.statuses).toHaveLength(91);
    // Pages 1 and 2 hold minutes 0–79, page 3 reaches past 90 minutes: no fourth request.
    expect(requests).toEqual([undefined, 'post-00261', 'post-00221']);
  });

  it('follows the cursor the server gives', async () => {
    const posts = home(100);
    const fetchPage = vi.fn((cursor?: { maxId: string }) =>
      Promise.resolve(
        cursor?.maxId === 'opaque'
          ? { statuses: posts.slice(40, 50) }
          : { statuses: posts.slice(0, 40), older: { maxId: 'opaque' } },
      ),
    );
    const result = await collectCatchup({ fetchPage, since: 0, now: NOW });
    expect(fetchPage.mock.calls.map(([cursor]) => cursor)).toEqual([
      undefined,
      { maxId: 'opaque' },
    ]);
    expect(result).toMatchObject({ end: 'complete' });
    expect(result.statuses).toHaveLength(50);
  });

  it('stops at an empty page', async () => {
    const { fetchPage } = server(home(40));
    const result = await collectCatchup({ fetchPage, since: 0, now: NOW });
    expect(result.end).toBe('complete');
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('stops, cut short, when the server answers the same page again (it ignores max_id)', async () => {
    const { fetchPage } = server(home(300), 40, true);
    const result = await collectCatchup({ fetchPage, since: 0, now: NOW });
    expect(result.end).toBe('repeated');
    expect(isCutShort(result.end)).toBe(true);
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(result.statuses).toHaveLength(40);
  });

  it('stops, cut short, at the ~800 posts Home keeps', async () => {
    const { fetchPage } = server(home(1000));
    const result = await collectCatchup({ fetchPage, since: 0, now: NOW });
    expect(result.end).toBe('limit');
    expect(isCutShort(result.end)).toBe(true);
    expect(result.statuses).toHaveLength(800);
    expect(fetchPage).toHaveBeenCalledTimes(20);
  });

  it('reports progress and stops when cancelled', async () => {
    const { fetchPage } = server(home(300));
    const controller = new AbortController();
    const fractions: number[] = [];
    const result = await collectCatchup({
      fetchPage,
      since: NOW - 200 * MINUTE,
      now: NOW,
      signal: controller.signal,
      onProgress: (progress) => {
        fractions.push(progress.fraction);
        if (fractions.length === 2) controller.abort();
      },
    });
    expect(result.end).toBe('cancelled');
    expect(isCutShort(result.end)).toBe(false);
    expect(fractions[0]).toBeCloseTo(39 / 200);
    expect(fractions[1]).toBeGreaterThan(fractions[0]);
  });
});

describe('collectCatchup up to where the reader stopped (untilId)', () => {
  it('keeps exactly the entries newer than it, across pages, and stops on its page', async () => {
    const posts = home(300);
    const { fetchPage, requests } = server(posts);
    const stopped = posts[57].id;
    const result = await collectCatchup({ fetchPage, since: NOW, now: NOW, untilId: stopped });
    expect(result.end).toBe('complete');
    expect(result.statuses.map((status) => status.id)).toEqual(
      posts.slice(0, 57).map((status) => status.id),
    );
    expect(requests).toHaveLength(2);
  });

  it('keeps entries however old their posts are (a post may reach Home late)', async () => {
    const posts = home(10);
    posts[1] = { ...posts[1], createdAt: new Date(NOW - 100 * MINUTE).toISOString() };
    const { fetchPage } = server(posts);
    const result = await collectCatchup({
      fetchPage,
      since: NOW - 5 * MINUTE,
      now: NOW,
      untilId: posts[3].id,
    });
    expect(result.statuses.map((status) => status.id)).toEqual(
      posts.slice(0, 3).map((status) => status.id),
    );
  });

  it('holds nothing when the reader stopped at the newest entry', async () => {
    const posts = home(10);
    const { fetchPage } = server(posts);
    const result = await collectCatchup({ fetchPage, since: 0, now: NOW, untilId: posts[0].id });
    expect(result).toEqual({ statuses: [], end: 'complete' });
  });
});

describe('newerThan', () => {
  it('is the entries above the one given, or undefined when the page lacks it', () => {
    const posts = home(5);
    expect(newerThan(posts, posts[2].id)).toEqual(posts.slice(0, 2));
    expect(newerThan(posts, posts[0].id)).toEqual([]);
    expect(newerThan(posts, 'elsewhere')).toBeUndefined();
  });
});

describe('progressFraction', () => {
  it('is the share of the range read, or of Home’s limit when that is more', () => {
    expect(progressFraction(100, 0, 75, 10, 800)).toBe(0.25);
    expect(progressFraction(100, 0, 99, 400, 800)).toBe(0.5);
    expect(progressFraction(100, 0, -50, 10, 800)).toBe(1);
    expect(progressFraction(100, 0, Number.NaN, 0, 800)).toBe(0);
  });
});
