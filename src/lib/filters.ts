import type { mastodon } from 'masto';
import { htmlToPlainText } from './status-content';

export type FilterContext = mastodon.v2.FilterContext;

/** What a view does with a status: drop it, hide it behind a warning, blur its media, or show it. */
export type FilterOutcome =
  | { action: 'hide'; titles: string[] }
  | { action: 'warn'; titles: string[] }
  | { action: 'blur'; titles: string[] }
  | { action: 'show' };

const SEVERITY: Record<mastodon.v2.FilterAction, number> = { hide: 3, warn: 2, blur: 1 };

export function isFilterActive(filter: Pick<mastodon.v2.Filter, 'expiresAt'>, now: Date): boolean {
  return !filter.expiresAt || new Date(filter.expiresAt).getTime() > now.getTime();
}

function appliesTo(filter: mastodon.v2.Filter, context: FilterContext, now: Date): boolean {
  return filter.context.includes(context) && isFilterActive(filter, now);
}

const WORD_CHAR = /[\p{L}\p{M}\p{N}_]/u;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The keyword as a case-insensitive pattern. With whole_word, word boundaries are required only on
 * the sides where the keyword itself starts or ends with a word character (as Mastodon does), and
 * "word character" covers every script, not only ASCII.
 */
export function keywordPattern(
  keyword: Pick<mastodon.v1.FilterKeyword, 'keyword' | 'wholeWord'>,
): RegExp {
  const text = keyword.keyword.trim();
  let source = escapeRegExp(text);
  if (keyword.wholeWord) {
    if (WORD_CHAR.test(text.charAt(0))) source = `(?<![\\p{L}\\p{M}\\p{N}_])${source}`;
    if (WORD_CHAR.test(text.charAt(text.length - 1))) source = `${source}(?![\\p{L}\\p{M}\\p{N}_])`;
  }
  return new RegExp(source, 'iu');
}

// Reading a post's text parses its HTML; a post (an immutable object: an edit is a new one) is
// matched again each time its card mounts, so its text is read once.
const texts = new WeakMap<mastodon.v1.Status, string>();

/** The text keyword filters search: content, content warning, poll options and media descriptions. */
export function filterableText(status: mastodon.v1.Status): string {
  let text = texts.get(status);
  if (text === undefined) {
    text = readFilterableText(status);
    texts.set(status, text);
  }
  return text;
}

function readFilterableText(status: mastodon.v1.Status): string {
  return [
    status.spoilerText,
    htmlToPlainText(status.content),
    ...(status.poll?.options.map((option) => option.title) ?? []),
    ...status.mediaAttachments.map((media) => media.description ?? ''),
  ]
    .filter(Boolean)
    .join('\n\n');
}

function matchesLocally(
  filter: mastodon.v2.Filter,
  status: mastodon.v1.Status,
  text: () => string,
): boolean {
  if (filter.statuses.some((entry) => entry.statusId === status.id)) return true;
  return filter.keywords.some(
    (keyword) => keyword.keyword.trim() !== '' && keywordPattern(keyword).test(text()),
  );
}

function knownAction(filter: mastodon.v2.Filter): mastodon.v2.FilterAction {
  // Servers may add actions this client doesn't know yet; a warning is the cautious reading.
  return filter.filterAction in SEVERITY ? filter.filterAction : 'warn';
}

function outcomeOf(matched: readonly mastodon.v2.Filter[]): FilterOutcome {
  if (matched.length === 0) return { action: 'show' };
  const action = matched
    .map(knownAction)
    .reduce((strongest, next) => (SEVERITY[next] > SEVERITY[strongest] ? next : strongest));
  return { action, titles: [...new Set(matched.map((filter) => filter.title))] };
}

export interface ApplyFiltersOptions {
  /**
   * The reader's current filters, when known. They decide (matched here), so that a filter
   * created, changed or deleted applies at once to posts fetched before the change.
   */
  filters?: readonly mastodon.v2.Filter[];
  /** The reader's own posts are never filtered. */
  currentAccountId?: string;
  now?: Date;
}

/**
 * Decides how a status (or the post it boosts) is shown in a filter context. With the reader's
 * filters known, they are matched here; otherwise the server's `filtered` results are read.
 */
export function applyFilters(
  status: mastodon.v1.Status,
  context: FilterContext,
  options: ApplyFiltersOptions = {},
): FilterOutcome {
  const now = options.now ?? new Date();
  const target = status.reblog ?? status;
  if (options.currentAccountId && target.account.id === options.currentAccountId) {
    return { action: 'show' };
  }

  if (!options.filters) {
    const serverResults = target.filtered ?? status.filtered ?? [];
    return outcomeOf(
      serverResults
        .map((result) => result.filter)
        .filter((filter) => appliesTo(filter, context, now)),
    );
  }

  let text: string | undefined;
  const lazyText = () => (text ??= filterableText(target));
  const matched = options.filters.filter(
    (filter) => appliesTo(filter, context, now) && matchesLocally(filter, target, lazyText),
  );
  return outcomeOf(matched);
}
