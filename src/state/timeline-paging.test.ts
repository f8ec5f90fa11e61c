import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { createRestClient } from '../api/clients';
import { statusJson } from '../test/fixtures';
import { setupRecordingServer } from '../test/servers';
import type { TimelineDescriptor } from '../lib/timeline-descriptor';
import { loadedStatuses, timelineQueryOptions, type TimelineCursor } from './timelines';

const { server, seen } = setupRecordingServer();

function record(request: Request): URL {
  const url = new URL(request.url);
  seen.push(`${url.pathname}?${url.searchParams.toString()}`);
  return url;
}

const posts = (...ids: string[]) => ids.map((id) => statusJson(id, `post ${id}`));

function observe(descriptor: TimelineDescriptor, anchor?: TimelineCursor, token = 'tok') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const options = timelineQueryOptions({
    client: createRestClient('t.example', token),
    instance: 't.example',
    descriptor,
    isLoggedIn: true,
    anchor,
  });
  const observer = new InfiniteQueryObserver(queryClient, options);
  const ids = () => loadedStatuses(observer.getCurrentResult().data).map((status) => status.id);
  return { observer, ids, first: () => observer.refetch() };
}

test('a profile whose server ignores max_id stops paging when a page adds nothing', async () => {
  server.use(
    http.get('https://t.example/api/v1/accounts/7/statuses', ({ request }) => {
      const url = record(request);
      return HttpResponse.json(url.searchParams.get('pinned') ? [] : posts('c3', 'b2'));
    }),
  );
  const { observer, ids, first } = observe({ type: 'account', id: '7', filter: 'posts' });
  await first();
  for (let i = 0; i < 20 && observer.getCurrentResult().hasNextPage; i++) {
    await observer.fetchNextPage();
  }
  expect(ids()).toEqual(['c3', 'b2']);
  expect(observer.getCurrentResult().hasNextPage).toBe(false);
  expect(seen.filter((path) => path.includes('max_id'))).toHaveLength(1);
});

test('Home with opaque ids opens at the anchor post itself, the page above and older posts; no id is made up', async () => {
  server.use(
    http.get('https://t.example/api/v1/statuses/:id', ({ request, params }) => {
      record(request);
      return params.id === 'a1b2c3'
        ? HttpResponse.json(statusJson('a1b2c3', 'anchor'))
        : new HttpResponse('', { status: 404, headers: { 'Content-Type': 'text/html' } });
    }),
    http.get('https://t.example/api/v1/timelines/home', ({ request }) => {
      const url = record(request);
      // snac: an id the server does not hold answers an empty list.
      if (url.searchParams.get('max_id') === 'a1b2c3') return HttpResponse.json(posts('zz9', 'k4'));
      if (url.searchParams.get('min_id') === 'a1b2c3') return HttpResponse.json(posts('q1'));
      if (url.searchParams.has('max_id')) return HttpResponse.json([]);
      return HttpResponse.json(posts('newest', 'q1', 'a1b2c3', 'zz9', 'k4'));
    }),
  );
  const { ids, first } = observe({ type: 'home' }, { anchorId: 'a1b2c3' });
  await first();
  // The page above the anchor is asked for with it, so the newer posts come with the first page.
  expect(ids()).toEqual(['q1', 'a1b2c3', 'zz9', 'k4']);
  expect(seen).toEqual(
    expect.arrayContaining([
      '/api/v1/statuses/a1b2c3?',
      '/api/v1/timelines/home?limit=20&max_id=a1b2c3',
      '/api/v1/timelines/home?limit=20&min_id=a1b2c3',
    ]),
  );
  expect(seen).toHaveLength(3);
  // Every id asked for is one the server sent.
  const asked = seen.flatMap((path) => [...path.matchAll(/_id=([^&]*)/g)].map((m) => m[1]));
  expect(asked.every((id) => ['a1b2c3', 'zz9', 'k4', 'q1'].includes(id))).toBe(true);
});

test('an anchored start that yields nothing opens at the newest page instead of ending', async () => {
  server.use(
    http.get('https://t.example/api/v1/statuses/:id', ({ request }) => {
      record(request);
      return new HttpResponse('', { status: 404, headers: { 'Content-Type': 'text/html' } });
    }),
    http.get('https://t.example/api/v1/timelines/home', ({ request }) => {
      const url = record(request);
      if (url.searchParams.has('max_id') && url.searchParams.get('max_id') !== 'n1') {
        return HttpResponse.json([]);
      }
      return HttpResponse.json(url.searchParams.has('max_id') ? posts('o1') : posts('n2', 'n1'));
    }),
  );
  const { observer, ids, first } = observe({ type: 'home' }, { anchorId: 'gone' });
  await first();
  expect(ids()).toEqual(['n2', 'n1']);
  expect(seen.at(-1)).toBe('/api/v1/timelines/home?limit=20');
  expect(observer.getCurrentResult().hasPreviousPage).toBe(false);
  expect(observer.getCurrentResult().hasNextPage).toBe(true);
  await observer.fetchNextPage();
  expect(ids()).toEqual(['n2', 'n1', 'o1']);
});

test('a 401 on a public timeline while logged in reads it anonymously', async () => {
  const auth: (string | null)[] = [];
  server.use(
    http.get('https://t.example/api/v1/timelines/public', ({ request }) => {
      record(request);
      auth.push(request.headers.get('authorization'));
      return request.headers.has('authorization')
        ? HttpResponse.json({ error: 'The access token is invalid' }, { status: 401 })
        : HttpResponse.json(posts('p2', 'p1'));
    }),
  );
  const { ids, first } = observe({ type: 'local' }, undefined, 'revoked');
  await first();
  expect(ids()).toEqual(['p2', 'p1']);
  expect(auth).toEqual(['Bearer revoked', null]);
});
