import type { mastodon } from 'masto';

/** The instance's poll limits (instance record `configuration.polls`). Missing limits are not checked. */
export interface PollLimits {
  maxOptions?: number;
  maxCharactersPerOption?: number;
  /** Seconds. */
  minExpiration?: number;
  /** Seconds. */
  maxExpiration?: number;
}

export interface PollDraft {
  options: readonly string[];
  /** Seconds until the poll closes. */
  expiresIn: number;
  multiple?: boolean;
}

export type PollIssue =
  | { code: 'too-few-options' }
  | { code: 'empty-options'; indexes: number[] }
  | { code: 'too-many-options'; max: number }
  | { code: 'option-too-long'; indexes: number[]; max: number }
  | { code: 'duplicate-options'; indexes: number[] }
  | { code: 'expiry-too-short'; min: number }
  | { code: 'expiry-too-long'; max: number };

export const MIN_POLL_OPTIONS = 2;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Characters as servers count them: user-perceived characters, so an emoji with modifiers is one. */
export function countCharacters(text: string): number {
  let count = 0;
  for (const _ of segmenter.segment(text)) count += 1;
  return count;
}

function indexesWhere(
  options: readonly string[],
  test: (option: string, index: number) => boolean,
): number[] {
  return options.flatMap((option, index) => (test(option, index) ? [index] : []));
}

/** Every problem with a poll draft, in the order the composer should mention them; empty when valid. */
export function validatePoll(draft: PollDraft, limits: PollLimits = {}): PollIssue[] {
  const issues: PollIssue[] = [];
  const options = draft.options.map((option) => option.trim());

  if (options.length < MIN_POLL_OPTIONS) issues.push({ code: 'too-few-options' });
  const empty = indexesWhere(options, (option) => option === '');
  if (empty.length > 0) issues.push({ code: 'empty-options', indexes: empty });

  if (limits.maxOptions !== undefined && options.length > limits.maxOptions) {
    issues.push({ code: 'too-many-options', max: limits.maxOptions });
  }
  const maxChars = limits.maxCharactersPerOption;
  if (maxChars !== undefined) {
    const tooLong = indexesWhere(options, (option) => countCharacters(option) > maxChars);
    if (tooLong.length > 0)
      issues.push({ code: 'option-too-long', indexes: tooLong, max: maxChars });
  }
  // Servers refuse identical choices (exact text after trimming; letter case makes them different).
  const seen = new Set<string>();
  const duplicates = indexesWhere(options, (option) => {
    if (option === '') return false;
    if (seen.has(option)) return true;
    seen.add(option);
    return false;
  });
  if (duplicates.length > 0) issues.push({ code: 'duplicate-options', indexes: duplicates });

  if (limits.minExpiration !== undefined && draft.expiresIn < limits.minExpiration) {
    issues.push({ code: 'expiry-too-short', min: limits.minExpiration });
  }
  if (limits.maxExpiration !== undefined && draft.expiresIn > limits.maxExpiration) {
    issues.push({ code: 'expiry-too-long', max: limits.maxExpiration });
  }
  return issues;
}

export interface PollOptionResult {
  title: string;
  /** null when the server hides counts (e.g. before the poll ends). */
  votes: number | null;
  /** 0..1 share of voters (multiple choice) or of votes (single choice); null when unknown. */
  ratio: number | null;
  /** Has the most votes (ties all lead); false when nobody voted. */
  leading: boolean;
  ownVote: boolean;
}

/**
 * Per-option results. In a multiple-choice poll the share is of voters, so shares can add up to
 * more than 100%; in a single-choice poll it is of votes.
 */
export function pollResults(poll: mastodon.v1.Poll): PollOptionResult[] {
  const denominator =
    poll.multiple && typeof poll.votersCount === 'number' ? poll.votersCount : poll.votesCount;
  const counts = poll.options.map((option) =>
    typeof option.votesCount === 'number' ? option.votesCount : null,
  );
  const most = Math.max(0, ...counts.map((count) => count ?? 0));
  const own = new Set(poll.ownVotes ?? []);
  return poll.options.map((option, index) => {
    const votes = counts[index];
    return {
      title: option.title,
      votes,
      ratio: votes === null ? null : denominator > 0 ? votes / denominator : 0,
      leading: votes !== null && most > 0 && votes === most,
      ownVote: own.has(index),
    };
  });
}

/** A ratio as a percentage in the reader's locale ("42%", "42 %", "٤٢٪"…). */
export function formatPollPercent(ratio: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    ratio,
  );
}
