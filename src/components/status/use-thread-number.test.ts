import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { makeStatus } from '../../lib/status-fixture';
import { THREAD_FETCH_DELAY_MS } from '../../lib/thread-number';
import { accountJson, statusJson, storedAccount } from '../../test/fixtures';
import { endAllSessions, endSession, sessionFor, type AccountSession } from '../../state/session';
import { THREAD_FETCH_SPACING_MS, threadNumberQuery } from './use-thread-number';

const HOST = 'home.example';
const fetched: string[] = [];
const server = setupServer(
  http.get(`https://${HOST}/api/v1/statuses/:id`, ({ params }) => {
    fetched.push(String(params.id));
    return HttpResponse.json(statusJson(String(params.id), '<p>parent</p>', accountJson('9')));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  endAllSessions();
  fetched.length = 0;
});
afterEach(() => vi.useRealTimers());

/** Asks for the thread number of a reply to its author's post `parentId` (not cached). */
function askThreadNumber(session: AccountSession, parentId: string) {
  const post = makeStatus({
    id: `${parentId}-reply`,
    inReplyToId: parentId,
    inReplyToAccountId: '9',
    account: { id: '9' },
  });
  return session.queryClient.fetchQuery(threadNumberQuery(session, post, HOST)).catch(() => null);
}

test('each account fetches parents through its own queue', async () => {
  const a = sessionFor(storedAccount('1', HOST));
  const b = sessionFor(storedAccount('2', HOST));
  void askThreadNumber(a, '10');
  void askThreadNumber(b, '20');
  await vi.advanceTimersByTimeAsync(THREAD_FETCH_DELAY_MS);
  expect(fetched.sort()).toEqual(['10', '20']);
});

test('ending a session drops its waiting parent fetches', async () => {
  const session = sessionFor(storedAccount('1', HOST));
  void askThreadNumber(session, '10');
  void askThreadNumber(session, '11');
  await vi.advanceTimersByTimeAsync(THREAD_FETCH_DELAY_MS);
  expect(fetched).toHaveLength(1);
  endSession(session.scopeKey, { forgetStored: false });
  await vi.advanceTimersByTimeAsync(2 * THREAD_FETCH_SPACING_MS);
  expect(fetched).toHaveLength(1);
});
