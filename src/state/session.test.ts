import { act, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, expect, test, vi } from 'vitest';
import { scopedStorageKey, writeJson } from '../lib/storage';
import { accountKey } from '../lib/accounts';
import { postKey } from '../lib/post-key';
import { makeStatus } from '../lib/status-fixture';
import { storedAccount } from '../test/fixtures';
import { reloadAccounts, useAccountsStore } from './accounts';
import { queryKeys } from './query-keys';
import { endAllSessions, followOtherTabs, hasSession, sessionFor, useSession } from './session';
import { createDraft } from '../lib/compose/composer';
import { loadDraft, saveDraft } from './drafts';
import { updateSetting } from './settings';

beforeEach(() => {
  localStorage.clear();
  endAllSessions();
  reloadAccounts();
});

test('each account has its own session, query cache, post store and settings', () => {
  const a = sessionFor(storedAccount('1', 'a.example'));
  const b = sessionFor(storedAccount('2', 'a.example'));
  const anonymous = sessionFor(null);
  expect(a.scopeKey).toBe('a.example:1');
  expect(anonymous.scopeKey).toBe('mastodon.social:anonymous');
  expect(anonymous.isLoggedIn).toBe(false);
  expect(sessionFor(storedAccount('1', 'a.example'))).toBe(a);
  expect(a.queryClient).not.toBe(b.queryClient);
  expect(a.posts).not.toBe(b.posts);
  updateSetting(a, 'autoRefresh', true);
  expect(b.settings.getState().autoRefresh).toBe(false);
});

test('logging in opens the session; rendering only reads it', () => {
  const account = storedAccount('1', 'a.example');
  useAccountsStore.getState().addAccount(account);
  expect(hasSession('a.example:1')).toBe(true);
  const session = sessionFor(account);

  const { result, rerender } = renderHook(useSession, { wrapper: StrictMode });
  rerender();
  expect(result.current).toBe(session);

  act(() => useAccountsStore.getState().addAccount(storedAccount('2', 'a.example')));
  expect(result.current.scopeKey).toBe('a.example:2');
  act(() => useAccountsStore.getState().switchAccount(accountKey(account)));
  expect(result.current).toBe(session);
  expect(session.isDisposed).toBe(false);
});

test('refreshed account info renders again where it is shown', () => {
  const account = storedAccount('1', 'a.example');
  useAccountsStore.getState().addAccount(account);
  const { result } = renderHook(() => useSession().account?.info.displayName);
  act(() =>
    useAccountsStore
      .getState()
      .updateInfo(accountKey(account), { ...account.info, displayName: 'Renamed' }),
  );
  expect(result.current).toBe('Renamed');
});

test('a new token for the same account makes a new session', () => {
  const first = sessionFor(storedAccount('1', 'a.example'));
  const again = sessionFor({ ...storedAccount('1', 'a.example'), accessToken: 'other' });
  expect(again).not.toBe(first);
  expect(first.isDisposed).toBe(true);
});

test('removing an account leaves nothing of it in memory or storage', async () => {
  const account = { ...storedAccount('1', 'a.example'), accessToken: 'secret-token-1' };
  const other = storedAccount('2', 'a.example');
  useAccountsStore.getState().addAccount(other);
  useAccountsStore.getState().addAccount(account);
  const session = sessionFor(account);
  const keep = sessionFor(other);

  // Fill everything the session owns.
  session.queryClient.setQueryData(queryKeys.status('a.example', '5'), makeStatus({ id: '5' }));
  expect(session.posts.get(postKey('a.example', '5'))).toBeDefined();
  updateSetting(session, 'boostsCarousel', false);
  writeJson(scopedStorageKey('reading-position', session.scopeKey, 'a.example', 'home'), {
    id: '5',
  });
  writeJson(scopedStorageKey('preferences', session.scopeKey), { 'reading:expand:media': 'x' });
  const disposeStream = vi.fn();
  session.resource('streaming', () => ({}), disposeStream);
  updateSetting(keep, 'boostsCarousel', false);
  await saveDraft(session.scopeKey, 'new', {
    ...createDraft({ idempotencyKey: 'k' }),
    text: 'half',
  });
  await saveDraft(keep.scopeKey, 'new', { ...createDraft({ idempotencyKey: 'k2' }), text: 'kept' });

  useAccountsStore.getState().removeAccount(accountKey(account));

  expect(hasSession(session.scopeKey)).toBe(false);
  expect(session.isDisposed).toBe(true);
  expect(session.queryClient.getQueryCache().getAll()).toHaveLength(0);
  expect(session.posts.size).toBe(0);
  expect(disposeStream).toHaveBeenCalledOnce();
  const stored = Object.entries({ ...localStorage });
  for (const [key, value] of stored) {
    expect(key).not.toContain(session.scopeKey);
    expect(value).not.toContain('secret-token-1');
  }
  // The other account keeps its session and its records.
  expect(hasSession(keep.scopeKey)).toBe(true);
  expect(stored.some(([key]) => key.includes(keep.scopeKey))).toBe(true);
  // Its drafts (IndexedDB) go too; the other account's stay.
  await vi.waitFor(async () => expect(await loadDraft(session.scopeKey, 'new')).toBeUndefined());
  expect(await loadDraft(keep.scopeKey, 'new')).toMatchObject({ state: { text: 'kept' } });
});

test('accounts and settings changed in another tab reach this tab', () => {
  const stop = followOtherTabs();
  try {
    const account = storedAccount('1', 'a.example');
    const session = sessionFor(account);
    // Another tab adds an account and turns a setting on (storage events come from other tabs only).
    localStorage.setItem('petrel:accounts', JSON.stringify([account]));
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'petrel:accounts', storageArea: localStorage }),
    );
    expect(useAccountsStore.getState().accounts).toHaveLength(1);
    const key = `petrel:settings:${session.scopeKey}`;
    localStorage.setItem(key, JSON.stringify({ autoRefresh: true }));
    window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
    expect(session.settings.getState().autoRefresh).toBe(true);
    // The other tab logs the account out: its session ends here too.
    localStorage.setItem('petrel:accounts', '[]');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'petrel:accounts', storageArea: localStorage }),
    );
    expect(session.isDisposed).toBe(true);
  } finally {
    stop();
  }
});
