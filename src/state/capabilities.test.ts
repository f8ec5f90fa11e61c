import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, test } from 'vitest';
import { accountKey } from '../lib/accounts';
import { setupAppTest, storeAccounts } from '../test/app-test';
import { statusJson, storedAccount } from '../test/fixtures';
import { answerAsMastodon } from '../test/servers';
import {
  capabilityOfQuery,
  markCapabilityMissing,
  markPartsDropped,
  useCapabilities,
} from './capabilities';
import { queryKeys } from './query-keys';
import { endSession, scopeKeyOf, sessionFor, type AccountSession } from './session';

test.each([
  [queryKeys.trends('a.example', 'tags'), 'trends'],
  [queryKeys.timeline('a.example', { type: 'trending' }), 'trends'],
  [queryKeys.trends('a.example', 'links'), null],
  [queryKeys.timeline('a.example', { type: 'local' }), null],
  [queryKeys.status('a.example', '1'), null],
])('a 404 on %j marks %s missing', (key, capability) => {
  const found = capabilityOfQuery(key, new QueryClient());
  expect(found?.capability ?? null).toBe(capability);
});

test('a 404 on quotes marks quotes missing only when the post itself was found', () => {
  const client = new QueryClient();
  const key = queryKeys.statusQuotes('a.example', '1');
  expect(capabilityOfQuery(key, client)).toBeNull();
  client.setQueryData(queryKeys.status('a.example', '1'), statusJson('1', '<p>Hi</p>'));
  expect(capabilityOfQuery(key, client)).toEqual({ instance: 'a.example', capability: 'quotes' });
});

/** A hook rendered over the session's query cache. */
function renderInSession<T>(session: AccountSession, hook: () => T) {
  return renderHook(hook, {
    wrapper: ({ children }) =>
      createElement(QueryClientProvider, { client: session.queryClient }, children),
  });
}

/** One stored account, on `instance`, as the current one. */
function logInOn(instance: string) {
  const account = storedAccount('1', instance);
  storeAccounts([account], accountKey(account));
  return account;
}

describe('marks of missing capabilities', () => {
  setupAppTest();

  const renderCapabilities = (session: AccountSession, instance: string) =>
    renderInSession(session, () => useCapabilities(instance).capabilities);

  test('are kept per instance, by the session and not in its query cache', async () => {
    const account = logInOn('a.example');
    const session = sessionFor(account);
    const { result } = renderCapabilities(session, 'a.example');
    await waitFor(() => expect(result.current.trends).toBe(true));
    act(() => {
      markCapabilityMissing(session, 'A.example', 'trends');
      markCapabilityMissing(session, 'b.example', 'quotes');
    });
    expect(result.current.trends).toBe(false);
    expect(result.current.quotes).toBe(true);
    act(() => session.queryClient.clear());
    expect(result.current.trends).toBe(false);
  });

  test('end with their session', async () => {
    const account = logInOn('a.example');
    markCapabilityMissing(sessionFor(account), 'a.example', 'trends');
    endSession(scopeKeyOf(account), { forgetStored: false });
    const { result } = renderCapabilities(sessionFor(account), 'a.example');
    await waitFor(() => expect(result.current.trends).toBe(true));
  });
});

describe('parts a server dropped', () => {
  setupAppTest(...answerAsMastodon('https://m.example'));

  const renderInstance = (session: AccountSession) =>
    renderInSession(session, () => useCapabilities('m.example'));

  test('turn the capability off for that server version, in later sessions too', async () => {
    const account = logInOn('m.example');
    const session = sessionFor(account);
    const { result, unmount } = renderInstance(session);
    await waitFor(() => expect(result.current.release).toBe('4.5.0'));
    expect(result.current.capabilities.polls).toBe(true);
    act(() => markPartsDropped(session, 'M.example', '4.5.0', ['polls']));
    expect(result.current.capabilities.polls).toBe(false);
    expect(result.current.dropped).toEqual(['polls']);
    unmount();
    endSession(scopeKeyOf(account), { forgetStored: false });
    const again = renderInstance(sessionFor(account));
    await waitFor(() => expect(again.result.current.release).toBe('4.5.0'));
    expect(again.result.current.capabilities.polls).toBe(false);
  });

  test('are tried again once the server runs another version', async () => {
    const account = logInOn('m.example');
    const session = sessionFor(account);
    markPartsDropped(session, 'm.example', '4.4.0', ['polls', 'quotes']);
    const { result } = renderInstance(session);
    await waitFor(() => expect(result.current.release).toBe('4.5.0'));
    expect(result.current.dropped).toEqual([]);
    expect(result.current.capabilities.polls).toBe(true);
    expect(result.current.capabilities.quotes).toBe(true);
  });
});
