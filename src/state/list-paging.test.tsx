import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { accountJson, statusJson, storedAccount } from '../test/fixtures';
import { reloadAccounts } from './accounts';
import { useAccountFollows } from './accounts-queries';
import { useStatusQuotes } from './history';
import { useFollowedTags } from './tags';

// A server that ignores max_id: every request answers the same page and the same next link.
const requests: string[] = [];
const next = (path: string) => ({ Link: `<https://t.example${path}?max_id=1>; rel="next"` });
const server = setupServer(
  http.get('https://t.example/api/v1/accounts/7/followers', ({ request }) => {
    requests.push(request.url);
    return HttpResponse.json([accountJson('2'), accountJson('3')], {
      headers: next('/api/v1/accounts/7/followers'),
    });
  }),
  http.get('https://t.example/api/v1/statuses/9/quotes', ({ request }) => {
    requests.push(request.url);
    return HttpResponse.json([statusJson('12', 'q'), statusJson('11', 'q')], {
      headers: next('/api/v1/statuses/9/quotes'),
    });
  }),
  http.get('https://t.example/api/v1/followed_tags', ({ request }) => {
    requests.push(request.url);
    return HttpResponse.json([{ name: 'cats', url: 'https://t.example/tags/cats', history: [] }], {
      headers: next('/api/v1/followed_tags'),
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  requests.length = 0;
  localStorage.clear();
  reloadAccounts();
});
afterAll(() => server.close());

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

interface Paged {
  data?: { pages: unknown[] };
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

async function pageToTheEnd(result: { current: Paged }) {
  await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
  for (let i = 0; i < 10 && result.current.hasNextPage; i++) {
    await act(() => result.current.fetchNextPage());
  }
}

test('followers: a repeated page ends paging', async () => {
  const { result } = renderHook(() => useAccountFollows('t.example', '7', 'followers'), {
    wrapper,
  });
  await pageToTheEnd(result);
  expect(result.current.hasNextPage).toBe(false);
  expect(requests).toHaveLength(2);
});

test('quotes: a repeated page ends paging', async () => {
  const { result } = renderHook(() => useStatusQuotes('t.example', '9'), { wrapper });
  await pageToTheEnd(result);
  expect(result.current.hasNextPage).toBe(false);
  expect(requests).toHaveLength(2);
});

test('followed hashtags: a repeated page ends the reading, each tag once', async () => {
  localStorage.setItem('petrel:accounts', JSON.stringify([storedAccount('1', 't.example')]));
  reloadAccounts();
  const { result } = renderHook(() => useFollowedTags(), { wrapper });
  await waitFor(() => expect(result.current.data).toBeDefined());
  expect(result.current.data?.map((tag) => tag.name)).toEqual(['cats']);
  expect(requests).toHaveLength(2);
});
