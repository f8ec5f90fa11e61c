import type { SandboxContext } from '../context';
import type { FilterRecord, StatusRecord } from '../store/types';
import { iso } from './urls';

export type FilterContext = FilterRecord['context'][number];

export function serializeFilter(_ctx: SandboxContext, filter: FilterRecord) {
  return {
    id: filter.id,
    title: filter.title,
    context: filter.context,
    expires_at: filter.expiresAt === null ? null : iso(filter.expiresAt),
    filter_action: filter.action,
    keywords: filter.keywords.map((keyword) => ({
      id: keyword.id,
      keyword: keyword.keyword,
      whole_word: keyword.wholeWord,
    })),
    statuses: filter.statusIds.map((entry) => ({ id: entry.id, status_id: entry.statusId })),
  };
}

function keywordMatches(text: string, keyword: string, wholeWord: boolean): boolean {
  const escaped = keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(wholeWord ? `(^|\\W)${escaped}($|\\W)` : escaped, 'i').test(text);
}

/** Mastodon's `filtered` array: which of the viewer's active filters match this status. */
export function filterResults(
  ctx: SandboxContext,
  viewerId: string | null,
  status: StatusRecord,
  context: FilterContext | null,
) {
  if (!viewerId || viewerId === status.accountId) return [];
  const results = [];
  const text = `${status.spoilerText} ${status.text}`;
  for (const filter of ctx.store.filters.values()) {
    if (filter.accountId !== viewerId) continue;
    if (filter.expiresAt !== null && filter.expiresAt <= ctx.store.now()) continue;
    if (context && !filter.context.includes(context)) continue;
    const keywordHits = filter.keywords
      .filter((entry) => keywordMatches(text, entry.keyword, entry.wholeWord))
      .map((entry) => entry.keyword);
    const statusHits = filter.statusIds
      .filter((entry) => entry.statusId === status.id)
      .map((entry) => entry.statusId);
    if (keywordHits.length || statusHits.length) {
      results.push({
        filter: serializeFilter(ctx, filter),
        keyword_matches: keywordHits.length ? keywordHits : null,
        status_matches: statusHits.length ? statusHits : null,
      });
    }
  }
  return results;
}

/** Statuses matching a `hide` filter are left out of timelines entirely, as Mastodon does. */
export function hiddenByFilter(
  ctx: SandboxContext,
  viewerId: string | null,
  status: StatusRecord,
  context: FilterContext,
): boolean {
  return filterResults(ctx, viewerId, status, context).some(
    (result) => result.filter.filter_action === 'hide',
  );
}
