import { describe, expect, test } from 'vitest';
import {
  REPORT_COMMENT_LIMIT,
  remoteDomain,
  reportCategories,
  reportPayload,
  reportProblems,
  ruleText,
  type ReportDraft,
} from './report';

const draft = (overrides: Partial<ReportDraft> = {}): ReportDraft => ({
  category: 'spam',
  ruleIds: [],
  comment: '',
  statusIds: ['10'],
  forward: false,
  ...overrides,
});

describe('reportPayload', () => {
  test('rules go only with a violation of the server’s rules', () => {
    const local = { id: '5', acct: 'bob' };
    expect(reportPayload(local, draft({ category: 'violation', ruleIds: ['2'] }))).toEqual({
      accountId: '5',
      category: 'violation',
      ruleIds: ['2'],
      comment: '',
      statusIds: ['10'],
      forward: false,
    });
    expect(reportPayload(local, draft({ category: 'spam', ruleIds: ['2'] }))).not.toHaveProperty(
      'ruleIds',
    );
  });

  test('forwarding only for a remote author, and only when asked', () => {
    const remote = { id: '6', acct: 'far@far.example' };
    expect(reportPayload(remote, draft({ forward: true })).forward).toBe(true);
    expect(reportPayload(remote, draft({ forward: false })).forward).toBe(false);
    expect(reportPayload({ id: '5', acct: 'bob' }, draft({ forward: true })).forward).toBe(false);
  });

  test('the comment is trimmed and posts are attached once each', () => {
    const payload = reportPayload(
      { id: '5', acct: 'bob' },
      draft({ comment: '  spam links  \n', statusIds: ['10', '11', '10'] }),
    );
    expect(payload.comment).toBe('spam links');
    expect(payload.statusIds).toEqual(['10', '11']);
  });
});

describe('reportProblems', () => {
  test('a violation needs at least one rule', () => {
    expect(reportProblems(draft({ category: 'violation' }))).toEqual(['rule-required']);
    expect(reportProblems(draft({ category: 'violation', ruleIds: ['1'] }))).toEqual([]);
  });

  test('the comment holds at most 1000 characters, counted as the server counts them', () => {
    expect(reportProblems(draft({ comment: 'a'.repeat(REPORT_COMMENT_LIMIT) }))).toEqual([]);
    expect(reportProblems(draft({ comment: 'a'.repeat(REPORT_COMMENT_LIMIT + 1) }))).toEqual([
      'comment-too-long',
    ]);
    // 1000 emoji are 2000 UTF-16 code units but 1000 characters.
    expect(reportProblems(draft({ comment: '😀'.repeat(REPORT_COMMENT_LIMIT) }))).toEqual([]);
  });
});

test('violation is a choice only where the server has rules', () => {
  expect(reportCategories(0)).toEqual(['spam', 'legal', 'other']);
  expect(reportCategories(2)).toEqual(['spam', 'legal', 'violation', 'other']);
});

test('remoteDomain reads the domain of a remote acct only', () => {
  expect(remoteDomain('far@far.example')).toBe('far.example');
  expect(remoteDomain('bob')).toBeNull();
  expect(remoteDomain('bob@')).toBeNull();
});

test('a rule reads in the reader’s language when the server translated it', () => {
  const rule = {
    id: '1',
    text: 'Be kind.',
    hint: 'Always.',
    translations: { de: { text: 'Sei nett.', hint: 'Immer.' } },
  };
  expect(ruleText(rule, 'de-AT')).toEqual({ text: 'Sei nett.', hint: 'Immer.' });
  expect(ruleText(rule, 'fr')).toEqual({ text: 'Be kind.', hint: 'Always.' });
});
