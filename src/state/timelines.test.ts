import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createRestClient } from '../api/clients';
import { statusJson } from '../test/fixtures';
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
  const client = createRestClient('t.example', 'tok');
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
