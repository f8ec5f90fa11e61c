import { expect, test } from 'vitest';
import { entriesLackingOn, entriesOfEndpoint, profileMenuEntries } from './profile-menu';

const none = {
  following: false,
  notifying: false,
  showingReblogs: false,
  muting: false,
  blocking: false,
  domainBlocking: false,
};

test('a local account not followed: mention, note, mute, block, report', () => {
  expect(profileMenuEntries({ acct: 'bob' }, none)).toEqual([
    'mention',
    'note',
    'mute',
    'block',
    'report',
  ]);
});

test('follow options only once following, each saying what pressing it does', () => {
  const following = { ...none, following: true, showingReblogs: true };
  expect(profileMenuEntries({ acct: 'bob' }, following).slice(0, 3)).toEqual([
    'mention',
    'notify-on',
    'boosts-off',
  ]);
  const notified = { ...following, notifying: true, showingReblogs: false };
  expect(profileMenuEntries({ acct: 'bob' }, notified).slice(1, 3)).toEqual([
    'notify-off',
    'boosts-on',
  ]);
});

test('undo entries for what is on; the domain only for a remote account', () => {
  const all = { ...none, muting: true, blocking: true, domainBlocking: true };
  expect(profileMenuEntries({ acct: 'ann@birds.example' }, all)).toEqual([
    'mention',
    'note',
    'unmute',
    'unblock',
    'unblock-domain',
    'report',
  ]);
  expect(profileMenuEntries({ acct: 'ann@birds.example' }, none)).toContain('block-domain');
  expect(profileMenuEntries({ acct: 'ann' }, all)).not.toContain('unblock-domain');
});

test('what the server lacks is left out, both ways of an endpoint at once', () => {
  const missing = new Set([...entriesOfEndpoint('mute'), ...entriesLackingOn('snac')]);
  const entries = profileMenuEntries(
    { acct: 'ann@birds.example' },
    { ...none, muting: true },
    missing,
  );
  expect(entries).toEqual(['mention', 'block', 'report']);
  expect(entriesLackingOn('mastodon')).toEqual([]);
  expect(entriesOfEndpoint('boosts-on')).toContain('notify-off');
});
