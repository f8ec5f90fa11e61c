import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { UnfurlQueue } from '../lib/unfurl-queue';
import { statusJson } from '../test/fixtures';
import { createRestClient } from './clients';
import { resolveStatusUrl } from './resolve';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A search that answers every query with the post `id` (snac answers with the linking post). */
function searchAnswers(id: string) {
  server.use(
    http.get('https://home.example/api/v2/search', () =>
      HttpResponse.json({ accounts: [], hashtags: [], statuses: [statusJson(id, 'a post')] }),
    ),
  );
}

test('a search result whose url and uri differ from the link is no result', async () => {
  searchAnswers('1');
  const client = createRestClient('home.example', 'tok');
  const link = 'https://social.example/@user1/2';
  expect(await resolveStatusUrl(client, link)).toEqual([]);

  const queue = new UnfurlQueue({
    instance: 'home.example',
    resolve: (url, signal) => resolveStatusUrl(client, url, signal),
    intervalMs: 0,
  });
  await expect(queue.unfurl(link)).resolves.toBeNull();
});

test('the result at the link (by url or by uri) unfurls', async () => {
  searchAnswers('2');
  const client = createRestClient('home.example', 'tok');
  const [byUrl] = await resolveStatusUrl(client, 'https://social.example/@user1/2');
  const [byUri] = await resolveStatusUrl(client, 'https://social.example/statuses/2');
  expect(byUrl?.id).toBe('2');
  expect(byUri?.id).toBe('2');
});
