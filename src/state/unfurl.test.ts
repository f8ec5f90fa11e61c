import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { resolveStatusUrl } from '../api/resolve';
import { UNFURL_INTERVAL_MS } from '../lib/unfurl-queue';
import { makeStatus } from '../lib/status-fixture';
import { storedAccount } from '../test/fixtures';
import { queryKeys } from './query-keys';
import { endAllSessions, endSession, sessionFor } from './session';
import { unfurlQuery } from './unfurl';

vi.mock('../api/resolve', () => ({ resolveStatusUrl: vi.fn() }));
const resolve = vi.mocked(resolveStatusUrl);

const LINK = 'https://remote.example/@carol/7';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  endAllSessions();
  resolve.mockReset();
  resolve.mockResolvedValue([makeStatus({ id: '7' })]);
});
afterEach(() => vi.useRealTimers());

test('a resolved link is the query data, kept nowhere else', async () => {
  const session = sessionFor(storedAccount('1', 'home.example'));
  const fetchLink = () => session.queryClient.fetchQuery(unfurlQuery(session, LINK));
  const [first, second] = await Promise.all([fetchLink(), fetchLink()]);
  expect(first).toMatchObject({ id: '7', url: '/home.example/s/7' });
  expect(second).toBe(first);
  expect(resolve).toHaveBeenCalledOnce();
  expect(session.queryClient.getQueryData(queryKeys.status('home.example', '7'))).toBeDefined();

  session.queryClient.clear();
  const again = fetchLink();
  await vi.advanceTimersByTimeAsync(UNFURL_INTERVAL_MS);
  await expect(again).resolves.toEqual(first);
  expect(resolve).toHaveBeenCalledTimes(2);
});

test('a link with no result is null data, not asked again while cached', async () => {
  resolve.mockResolvedValue([]);
  const session = sessionFor(storedAccount('1', 'home.example'));
  const query = unfurlQuery(session, LINK);
  await expect(session.queryClient.fetchQuery(query)).resolves.toBeNull();
  expect(session.queryClient.getQueryState(query.queryKey)?.status).toBe('success');
  await expect(session.queryClient.fetchQuery(query)).resolves.toBeNull();
  expect(resolve).toHaveBeenCalledOnce();
});

test('each account paces its own links', async () => {
  const a = sessionFor(storedAccount('1', 'home.example'));
  const b = sessionFor(storedAccount('2', 'home.example'));
  void a.queryClient.fetchQuery(unfurlQuery(a, `${LINK}/a`));
  void b.queryClient.fetchQuery(unfurlQuery(b, `${LINK}/b`));
  await vi.advanceTimersByTimeAsync(0);
  expect(resolve).toHaveBeenCalledTimes(2);
});

test('ending a session drops its waiting links', async () => {
  const session = sessionFor(storedAccount('1', 'home.example'));
  const fetches = ['1', '2'].map((n) =>
    session.queryClient.fetchQuery(unfurlQuery(session, `${LINK}/${n}`)).catch(() => null),
  );
  await vi.advanceTimersByTimeAsync(0);
  endSession(session.scopeKey, { forgetStored: false });
  await vi.advanceTimersByTimeAsync(2 * UNFURL_INTERVAL_MS);
  await Promise.all(fetches);
  expect(resolve).toHaveBeenCalledOnce();
});
