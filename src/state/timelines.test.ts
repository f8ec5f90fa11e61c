import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { getRestClient } from '../api/clients';
import { statusJson, storedAccount } from '../test/fixtures';
import { queryClientFor } from './query-client';
import { sessionFor } from './session';
import { fetchTimelinePage } from './timelines';

const seen: string[] = [];
const server = setupServer(
  http.get('https://t.example/api/v1/timelines/:kind', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${url.pathname}?${url.searchParams.toString()}`);
    return HttpResponse.json([statusJson('5', 'a'), statusJson('4', 'b')]);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

test('pages are fetched with a maxId cursor, local and federated from the public timeline', async () => {
  const client = getRestClient('t.example', 'tok');
  const first = await fetchTimelinePage(client, { type: 'home' }, undefined);
  await fetchTimelinePage(client, { type: 'home' }, first.older);
  await fetchTimelinePage(client, { type: 'local' }, undefined);
  await fetchTimelinePage(client, { type: 'federated' }, { maxId: '9' });
  expect(seen).toEqual([
    '/api/v1/timelines/home?limit=20',
    '/api/v1/timelines/home?limit=20&max_id=4',
    '/api/v1/timelines/public?limit=20&local=true',
    '/api/v1/timelines/public?limit=20&max_id=9',
  ]);
});

test('one query cache per instance:account', () => {
  const a = sessionFor(storedAccount('1', 'a.example'));
  const b = sessionFor(storedAccount('2', 'a.example'));
  const anonymous = sessionFor(null);
  expect(a.scopeKey).toBe('a.example:1');
  expect(anonymous.scopeKey).toBe('mastodon.social:anonymous');
  expect(anonymous.isLoggedIn).toBe(false);
  expect(queryClientFor(a.scopeKey)).toBe(queryClientFor(a.scopeKey));
  expect(queryClientFor(a.scopeKey)).not.toBe(queryClientFor(b.scopeKey));
});
