import { describe, expect, test } from 'vitest';
import {
  AccountNotFoundError,
  accountKey,
  defaultAccount,
  findAccountById,
  parseStoredAccounts,
  removeAccount,
  fullHandle,
  storedHandle,
  toStoredInfo,
  touchAccount,
  upsertAccount,
  type StoredAccount,
} from './accounts';

const MINUTE = 60_000;

function account(id: string, instanceURL = 'a.example', token = `token-${id}`): StoredAccount {
  return {
    info: { id, displayName: id, avatar: '', avatar_static: '' },
    instanceURL,
    accessToken: token,
    vapidKey: null,
    createdAt: 1,
    lastAccessedAt: 1,
  };
}

describe('lookups', () => {
  const accounts = [account('1'), account('2', 'b.example')];

  test('by key or id', () => {
    expect(findAccountById(accounts, '2@b.example').instanceURL).toBe('b.example');
    expect(findAccountById(accounts, '1').instanceURL).toBe('a.example');
    expect(() => findAccountById(accounts, '42')).toThrow(AccountNotFoundError);
    expect(() => findAccountById(accounts, '42')).toThrow('Account 42 not found');
  });

  test('the first account is the default', () => {
    expect(defaultAccount(accounts)?.info.id).toBe('1');
    expect(defaultAccount([])).toBeNull();
  });
});

test('upsert appends new accounts and replaces known ones in place, keeping createdAt', () => {
  const first = account('1');
  const second = account('1', 'b.example');
  const list = upsertAccount(upsertAccount([], first), second);
  expect(list.map(accountKey)).toEqual(['1@a.example', '1@b.example']);
  const replaced = upsertAccount(list, { ...first, accessToken: 'new', createdAt: 99 });
  expect(replaced.map(accountKey)).toEqual(['1@a.example', '1@b.example']);
  expect(replaced[0].accessToken).toBe('new');
  expect(replaced[0].createdAt).toBe(1);
});

test('remove', () => {
  expect(removeAccount([account('1'), account('2')], '1@a.example').map(accountKey)).toEqual([
    '2@a.example',
  ]);
});

describe('lastAccessedAt is refreshed only when older than 5 minutes', () => {
  test.each([
    [0, false],
    [4 * MINUTE, false],
    [5 * MINUTE - 1, false],
    [5 * MINUTE, true],
    [60 * MINUTE, true],
  ])('%i ms later: refreshed = %s', (elapsed, refreshed) => {
    const stored = { ...account('1'), lastAccessedAt: 1_000_000 };
    const touched = touchAccount(stored, 1_000_000 + elapsed);
    expect(touched !== stored).toBe(refreshed);
    expect(touched.lastAccessedAt).toBe(refreshed ? 1_000_000 + elapsed : 1_000_000);
  });
});

test('toStoredInfo keeps the spec fields', () => {
  expect(
    toStoredInfo({
      id: '7',
      displayName: 'Ada',
      avatar: 'a.png',
      avatarStatic: 'a-static.png',
      acct: 'ada',
    }),
  ).toMatchObject({ id: '7', displayName: 'Ada', avatar: 'a.png', avatar_static: 'a-static.png' });
});

test('toStoredInfo keeps the display name’s custom emojis, and only what they need', () => {
  const emoji = { shortcode: 'wave', url: 'w.png', staticUrl: 'w-s.png', visibleInPicker: true };
  const fromServer = { ...emoji, category: 'People' };
  const info = toStoredInfo({ id: '7', displayName: 'Ada :wave:', emojis: [fromServer] });
  expect(info.emojis).toEqual([emoji]);
});

test('storedHandle is the full handle, with the instance', () => {
  expect(storedHandle({ ...account('1'), info: { ...account('1').info, acct: 'ada' } })).toBe(
    '@ada@a.example',
  );
  expect(storedHandle(account('2', 'b.example'))).toBe('@2@b.example');
});

test('fullHandle adds the server only to a local account', () => {
  expect(fullHandle('ada', 'a.example')).toBe('@ada@a.example');
  expect(fullHandle('bob@b.example', 'a.example')).toBe('@bob@b.example');
});

test('parseStoredAccounts drops malformed entries', () => {
  expect(parseStoredAccounts([account('1'), { info: {} }, null, 'x'])).toHaveLength(1);
  expect(parseStoredAccounts('garbage')).toEqual([]);
});
