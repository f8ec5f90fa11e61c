import { beforeEach, expect, test } from 'vitest';
import { storedAccount } from '../test/fixtures';
import { reloadAccounts, selectCurrentAccount, useAccountsStore } from './accounts';

beforeEach(() => {
  localStorage.clear();
  reloadAccounts();
});

const state = () => useAccountsStore.getState();

test('added accounts are stored, the newest becomes current, the first stays default', () => {
  state().addAccount(storedAccount('1', 'a.example'));
  state().addAccount(storedAccount('2', 'b.example'));
  expect(selectCurrentAccount(state())?.info.id).toBe('2');
  expect(JSON.parse(localStorage.getItem('petrel:accounts') ?? '[]')).toHaveLength(2);
  state().removeAccount('2@b.example');
  expect(selectCurrentAccount(state())?.info.id).toBe('1');
});

test('switching to an unknown account raises "Account {id} not found"', () => {
  state().addAccount(storedAccount('1', 'a.example'));
  expect(() => state().switchAccount('9@x.example')).toThrow('Account 9@x.example not found');
  expect(selectCurrentAccount(state())?.info.id).toBe('1');
});

test('accounts survive a reload', () => {
  state().addAccount(storedAccount('1', 'a.example'));
  state().addAccount(storedAccount('2', 'b.example'));
  state().switchAccount('1@a.example');
  reloadAccounts();
  expect(state().accounts).toHaveLength(2);
  expect(selectCurrentAccount(state())?.info.id).toBe('1');
});

test('touch refreshes lastAccessedAt only after 5 minutes', () => {
  state().addAccount({ ...storedAccount('1', 'a.example'), lastAccessedAt: 1_000_000 });
  state().touch('1@a.example', 1_000_000 + 60_000);
  expect(state().accounts[0].lastAccessedAt).toBe(1_000_000);
  state().touch('1@a.example', 1_000_000 + 5 * 60_000);
  expect(state().accounts[0].lastAccessedAt).toBe(1_000_000 + 5 * 60_000);
});

test('corrupt storage reads as no accounts', () => {
  localStorage.setItem('petrel:accounts', '{not json');
  reloadAccounts();
  expect(state().accounts).toEqual([]);
  expect(selectCurrentAccount(state())).toBeNull();
});
