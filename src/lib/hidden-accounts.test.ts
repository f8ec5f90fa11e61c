import { describe, expect, it } from 'vitest';
import {
  isPostHidden,
  NOTHING_HIDDEN,
  withoutHiddenAccounts,
  type HiddenAccounts,
} from './hidden-accounts';
import { singleGroup, type NotificationGroup } from './notifications/model';
import { makeNotification } from './notifications/notification-fixture';

const bob = { id: 'bob', acct: 'bob' };
const carol = { id: 'carol', acct: 'carol' };
const remote = { id: 'ann', acct: 'ann@example.social' };
const sub = { id: 'zed', acct: 'zed@social.Example.Social' };
const lookalike = { id: 'lee', acct: 'lee@notexample.social' };

const post = (account: typeof bob) => ({ account, reblog: null });
const boost = (by: typeof bob, of: typeof bob) => ({ account: by, reblog: post(of) });

function hidden(changes: Partial<Record<keyof HiddenAccounts, readonly string[]>>): HiddenAccounts {
  return {
    ...NOTHING_HIDDEN,
    ...Object.fromEntries(Object.entries(changes).map(([key, values]) => [key, new Set(values)])),
  };
}

describe('isPostHidden', () => {
  it.each([
    ['nothing hidden', {}, post(bob), false],
    ['a blocked author', { blocked: ['bob'] }, post(bob), true],
    ['a muted author', { muted: ['bob'] }, post(bob), true],
    ['someone else', { blocked: ['bob'] }, post(carol), false],
    ['a boost of a blocked author', { blocked: ['bob'] }, boost(carol, bob), true],
    ['a boost by a muted account', { muted: ['bob'] }, boost(bob, carol), true],
    [
      'a boost by someone whose boosts are hidden',
      { boostsHidden: ['carol'] },
      boost(carol, bob),
      true,
    ],
    ['their own post when only boosts are hidden', { boostsHidden: ['bob'] }, post(bob), false],
    [
      'a boost of theirs by another when their boosts are hidden',
      { boostsHidden: ['bob'] },
      boost(carol, bob),
      false,
    ],
    ['an account of a blocked domain', { domains: ['example.social'] }, post(remote), true],
    [
      'a boost of an account of a blocked domain',
      { domains: ['example.social'] },
      boost(carol, remote),
      true,
    ],
    ['an account of a subdomain, in any case', { domains: ['example.social'] }, post(sub), true],
    ['a domain that only ends alike', { domains: ['example.social'] }, post(lookalike), false],
    ['a local account with a domain blocked', { domains: ['example.social'] }, post(bob), false],
  ] as const)('%s', (_name, changes, entry, expected) => {
    expect(isPostHidden(hidden(changes), entry)).toBe(expected);
  });
});

function group(type: string, from: (typeof bob)[], count = from.length): NotificationGroup {
  const [first] = from;
  return {
    ...singleGroup(makeNotification('1', type, { from: first.id })),
    accounts: from.map((account) => ({ ...account, username: account.id }) as never),
    count,
  };
}

describe('withoutHiddenAccounts', () => {
  it.each([
    ['nothing hidden: the same row', {}, group('follow', [bob]), 'same'],
    ['a follow from a blocked account', { blocked: ['bob'] }, group('follow', [bob]), null],
    [
      'a mention from a muted account with notifications',
      { muted: ['bob'], mutedNotifications: ['bob'] },
      group('mention', [bob]),
      null,
    ],
    [
      'a mention from an account muted without notifications',
      { muted: ['bob'] },
      group('mention', [bob]),
      'same',
    ],
    [
      'a like from a blocked domain',
      { domains: ['example.social'] },
      group('favourite', [remote]),
      null,
    ],
    [
      'a group of likes loses the blocked one',
      { blocked: ['bob'] },
      group('favourite', [bob, carol], 5),
      { accounts: ['carol'], count: 4 },
    ],
    [
      'a group of only blocked accounts',
      { blocked: ['bob', 'carol'] },
      group('favourite', [bob, carol]),
      null,
    ],
  ] as const)('%s', (_name, changes, row, expected) => {
    const result = withoutHiddenAccounts(hidden(changes), row);
    if (expected === 'same') expect(result).toBe(row);
    else if (expected === null) expect(result).toBeNull();
    else {
      expect(result?.accounts.map((account) => account.id)).toEqual(expected.accounts);
      expect(result?.count).toBe(expected.count);
    }
  });
});
