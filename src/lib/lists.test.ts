import type { mastodon } from 'masto';
import { describe, expect, it } from 'vitest';
import {
  canBeListed,
  candidatesToAdd,
  changedListSettings,
  listSettings,
  listsHoldingAccount,
  listTitleProblem,
  MAX_LIST_TITLE_LENGTH,
} from './lists';
import { makeAccount } from './status-fixture';

const list = (overrides: Partial<mastodon.v1.List> = {}): mastodon.v1.List => ({
  id: '1',
  title: 'Birds',
  repliesPolicy: 'list' as const,
  exclusive: false,
  ...overrides,
});

describe('listSettings', () => {
  it('reads the title, replies policy and exclusive', () => {
    expect(listSettings(list({ repliesPolicy: 'none', exclusive: true }))).toEqual({
      title: 'Birds',
      repliesPolicy: 'none',
      exclusive: true,
    });
  });
  it('reads a missing or unknown policy as "list" and a missing exclusive as false', () => {
    const odd = { id: '1', title: 'x', repliesPolicy: 'everyone' } as unknown as mastodon.v1.List;
    expect(listSettings(odd)).toEqual({ title: 'x', repliesPolicy: 'list', exclusive: false });
  });
});

describe('listTitleProblem', () => {
  it('wants a title that is not blank and not too long', () => {
    expect(listTitleProblem('  Birds ')).toBeNull();
    expect(listTitleProblem('   ')).toBe('blank');
    expect(listTitleProblem('a'.repeat(MAX_LIST_TITLE_LENGTH))).toBeNull();
    expect(listTitleProblem('a'.repeat(MAX_LIST_TITLE_LENGTH + 1))).toBe('too-long');
  });
});

describe('changedListSettings', () => {
  const before = { title: 'Birds', repliesPolicy: 'list' as const, exclusive: false };
  it('is empty when nothing changed (a title with spaces around is the same title)', () => {
    expect(changedListSettings(before, { ...before, title: ' Birds ' })).toEqual({});
  });
  it('names only what changed', () => {
    expect(
      changedListSettings(before, { ...before, repliesPolicy: 'none', exclusive: true }),
    ).toEqual({ repliesPolicy: 'none', exclusive: true });
    expect(changedListSettings(before, { ...before, title: 'Seabirds ' })).toEqual({
      title: 'Seabirds',
    });
  });
});

describe('canBeListed', () => {
  it('only accounts one follows', () => {
    const relationship = (following: boolean) =>
      ({ id: '2', following }) as unknown as mastodon.v1.Relationship;
    expect(canBeListed(relationship(true))).toBe(true);
    expect(canBeListed(relationship(false))).toBe(false);
    expect(canBeListed(null)).toBe(false);
  });
});

describe('candidatesToAdd', () => {
  it('leaves out members, oneself and repeats', () => {
    const found = ['2', '3', '1', '4', '3'].map((id) => makeAccount({ id }));
    const result = candidatesToAdd(found, new Set(['4']), '1');
    expect(result.map((account) => account.id)).toEqual(['2', '3']);
  });
});

describe('listsHoldingAccount', () => {
  it('names the lists whose members include the account', () => {
    const members = new Map([
      ['a', [makeAccount({ id: '2' })]],
      ['b', [makeAccount({ id: '3' }), makeAccount({ id: '2' })]],
      ['c', []],
    ]);
    expect(listsHoldingAccount(members, '2')).toEqual(['a', 'b']);
    expect(listsHoldingAccount(members, '9')).toEqual([]);
  });
});
