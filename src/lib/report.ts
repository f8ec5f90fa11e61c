/** Why a report is made (Mastodon's `category`; `legal` since 4.2). */
export type ReportCategory = 'spam' | 'legal' | 'violation' | 'other';

/** Mastodon's limit on a report's comment, in characters. */
export const REPORT_COMMENT_LIMIT = 1000;

export interface ReportRule {
  id: string;
  text: string;
  hint?: string;
  translations?: Record<string, { text: string; hint?: string }>;
}

export interface ReportDraft {
  category: ReportCategory;
  /** The server's rules broken (only for 'violation'). */
  ruleIds: string[];
  comment: string;
  statusIds: string[];
  /** Send a copy to the author's server (only for remote authors). */
  forward: boolean;
}

export type ReportProblem = 'rule-required' | 'comment-too-long';

/** The categories a person can choose; 'violation' only where the server has rules. */
export function reportCategories(ruleCount: number): ReportCategory[] {
  return ruleCount > 0 ? ['spam', 'legal', 'violation', 'other'] : ['spam', 'legal', 'other'];
}

/** Characters as the server counts them (code points). */
export function commentLength(comment: string): number {
  return [...comment].length;
}

/** What stops a report from being sent, if anything. */
export function reportProblems(draft: ReportDraft): ReportProblem[] {
  const problems: ReportProblem[] = [];
  if (draft.category === 'violation' && draft.ruleIds.length === 0) problems.push('rule-required');
  if (commentLength(draft.comment) > REPORT_COMMENT_LIMIT) problems.push('comment-too-long');
  return problems;
}

/** The domain of a remote account's `acct` (`user@domain`), or null for a local account. */
export function remoteDomain(acct: string): string | null {
  const at = acct.indexOf('@');
  return at > 0 && at < acct.length - 1 ? acct.slice(at + 1) : null;
}

export interface ReportPayload {
  accountId: string;
  category: ReportCategory;
  ruleIds?: string[];
  comment: string;
  statusIds: string[];
  forward: boolean;
}

/**
 * The body of `POST /api/v1/reports`. Rules go only with 'violation'; forwarding only for a remote
 * author; the comment is sent trimmed.
 */
export function reportPayload(
  author: { id: string; acct: string },
  draft: ReportDraft,
): ReportPayload {
  return {
    accountId: author.id,
    category: draft.category,
    ...(draft.category === 'violation' ? { ruleIds: [...draft.ruleIds] } : {}),
    comment: draft.comment.trim(),
    statusIds: [...new Set(draft.statusIds)],
    forward: remoteDomain(author.acct) !== null && draft.forward,
  };
}

/** A rule's text in the reader's language when the server translated it (`translations`, 4.4+). */
export function ruleText(rule: ReportRule, locale: string): { text: string; hint: string } {
  const language = locale.split('-')[0];
  const translated = rule.translations?.[locale] ?? rule.translations?.[language];
  return {
    text: translated?.text || rule.text,
    hint: translated?.hint ?? rule.hint ?? '',
  };
}
