import { describe, expect, it } from 'vitest';
import type { mastodon } from 'masto';
import {
  countCharacters,
  formatPollPercent,
  pollResults,
  validatePoll,
  type PollDraft,
  type PollIssue,
  type PollLimits,
} from './poll';

const LIMITS: PollLimits = {
  maxOptions: 4,
  maxCharactersPerOption: 10,
  minExpiration: 300,
  maxExpiration: 2_629_746,
};

const draft = (options: string[], expiresIn = 86_400): PollDraft => ({ options, expiresIn });

describe('validatePoll', () => {
  it.each<[string, PollDraft, PollIssue['code'][]]>([
    ['a valid poll', draft(['yes', 'no']), []],
    ['no options', draft([]), ['too-few-options']],
    ['one option', draft(['yes']), ['too-few-options']],
    ['one empty option', draft(['']), ['too-few-options', 'empty-options']],
    ['an empty option', draft(['yes', '']), ['empty-options']],
    ['a blank option', draft(['yes', '   ']), ['empty-options']],
    ['too many options', draft(['a', 'b', 'c', 'd', 'e']), ['too-many-options']],
    ['exactly the maximum options', draft(['a', 'b', 'c', 'd']), []],
    ['an option over the length limit', draft(['yes', '12345678901']), ['option-too-long']],
    ['an option at the length limit', draft(['yes', '1234567890']), []],
    ['identical options', draft(['yes', ' yes ']), ['duplicate-options']],
    ['options differing in case', draft(['yes', 'Yes']), []],
    ['too short a duration', draft(['a', 'b'], 299), ['expiry-too-short']],
    ['the shortest duration', draft(['a', 'b'], 300), []],
    ['too long a duration', draft(['a', 'b'], 2_629_747), ['expiry-too-long']],
  ])('%s', (_label, poll, codes) => {
    expect(validatePoll(poll, LIMITS).map((issue) => issue.code)).toEqual(codes);
  });

  it('reports which options are empty, too long or repeated', () => {
    const issues = validatePoll(draft(['', 'abcdefghijkl', 'x', 'x']), LIMITS);
    expect(issues).toEqual([
      { code: 'empty-options', indexes: [0] },
      { code: 'option-too-long', indexes: [1], max: 10 },
      { code: 'duplicate-options', indexes: [3] },
    ]);
  });

  it('checks only the SPEC rules when the instance gives no limits', () => {
    const many = Array.from({ length: 20 }, (_, i) => `option ${i} ${'x'.repeat(200)}`);
    expect(validatePoll(draft(many, 1))).toEqual([]);
  });

  it('counts user-perceived characters', () => {
    expect(countCharacters('👍🏽')).toBe(1);
    expect(countCharacters('👨‍👩‍👧')).toBe(1);
    expect(countCharacters('e\u0301')).toBe(1);
    expect(validatePoll(draft(['👍🏽'.repeat(10), 'no']), LIMITS)).toEqual([]);
  });
});

function poll(
  overrides: Partial<mastodon.v1.Poll>,
  votes: Array<number | undefined>,
): mastodon.v1.Poll {
  return {
    id: 'p',
    expired: false,
    multiple: false,
    votesCount: votes.reduce<number>((sum, v) => sum + (v ?? 0), 0),
    votersCount: null,
    options: votes.map((votesCount, i) => ({ title: `o${i}`, votesCount, emojis: [] })),
    ...overrides,
  };
}

describe('pollResults', () => {
  it('shares votes in a single-choice poll', () => {
    const results = pollResults(poll({ ownVotes: [1] }, [1, 3, 0]));
    expect(results.map((r) => r.ratio)).toEqual([0.25, 0.75, 0]);
    expect(results.map((r) => r.leading)).toEqual([false, true, false]);
    expect(results.map((r) => r.ownVote)).toEqual([false, true, false]);
  });

  it('shares voters in a multiple-choice poll', () => {
    const results = pollResults(poll({ multiple: true, votersCount: 4, votesCount: 6 }, [4, 2]));
    expect(results.map((r) => r.ratio)).toEqual([1, 0.5]);
  });

  it('falls back to votes when a multiple-choice poll has no voters count', () => {
    const results = pollResults(poll({ multiple: true, votersCount: null }, [1, 1]));
    expect(results.map((r) => r.ratio)).toEqual([0.5, 0.5]);
  });

  it('marks ties as leading and nobody when there are no votes', () => {
    expect(pollResults(poll({}, [2, 2, 1])).map((r) => r.leading)).toEqual([true, true, false]);
    expect(pollResults(poll({}, [0, 0])).map((r) => r.leading)).toEqual([false, false]);
    expect(pollResults(poll({}, [0, 0])).map((r) => r.ratio)).toEqual([0, 0]);
  });

  it('reports unknown counts as null', () => {
    const results = pollResults(poll({ votesCount: 5 }, [undefined, undefined]));
    expect(results.map((r) => [r.votes, r.ratio, r.leading])).toEqual([
      [null, null, false],
      [null, null, false],
    ]);
  });

  it.each([
    ['en', 0.426, '43%'],
    ['fr', 0.5, new Intl.NumberFormat('fr', { style: 'percent' }).format(0.5)],
  ])('formats in %s', (locale, ratio, expected) => {
    expect(formatPollPercent(ratio, locale)).toBe(expected);
  });
});
