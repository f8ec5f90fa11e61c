import type { FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import { requireUser } from '../http/auth';
import { notFound, unprocessable } from '../http/errors';
import { asBoolean, asString } from '../http/params';
import type { FilterRecord } from '../store/types';

export const FILTER_CONTEXTS: FilterRecord['context'] = [
  'home',
  'notifications',
  'public',
  'thread',
  'account',
];
export const FILTER_ACTIONS: FilterRecord['action'][] = ['warn', 'hide', 'blur'];

/** Mastodon tells the owner's clients to refetch filters after any change. */
export function publishFiltersChanged(ctx: SandboxContext, accountId: string): void {
  ctx.bus.publish({
    event: 'filters_changed',
    audience: { accountId },
    streams: [['user']],
    payload: () => undefined,
  });
}

export function ownFilter(
  ctx: SandboxContext,
  request: FastifyRequest,
  id: string,
  scope: string,
): FilterRecord {
  const viewer = requireUser(ctx, request, scope);
  const filter = ctx.store.filters.get(id);
  if (!filter || filter.accountId !== viewer.id) throw notFound();
  return filter;
}

/** Finds a keyword or status entry among the viewer's filters. */
export function ownFilterEntry<K extends 'keywords' | 'statusIds'>(
  ctx: SandboxContext,
  request: FastifyRequest,
  kind: K,
  id: string,
  scope: string,
): { filter: FilterRecord; entry: FilterRecord[K][number] } {
  const viewer = requireUser(ctx, request, scope);
  for (const filter of ctx.store.filters.values()) {
    if (filter.accountId !== viewer.id) continue;
    const entry = (filter[kind] as FilterRecord[K][number][]).find((item) => item.id === id);
    if (entry) return { filter, entry };
  }
  throw notFound();
}

/** Rails nested attributes arrive as an array (JSON) or an index-keyed object (form). */
export function nestedAttributes(value: unknown): Record<string, unknown>[] {
  if (!value || typeof value !== 'object') return [];
  const entries = Array.isArray(value) ? value : Object.values(value);
  return entries.filter(
    (entry): entry is Record<string, unknown> =>
      typeof entry === 'object' && entry !== null && !Array.isArray(entry),
  );
}

export function parseKeyword(params: Record<string, unknown>, previous?: string): string {
  const keyword = asString(params.keyword) ?? previous ?? '';
  if (!keyword.trim()) throw unprocessable("Keyword can't be blank");
  return keyword;
}

/** Applies keywords_attributes: new entries, updates by id, and `_destroy` removals. */
export function applyKeywordAttributes(
  ctx: SandboxContext,
  filter: FilterRecord,
  attributes: Record<string, unknown>[],
): void {
  for (const attribute of attributes) {
    const id = asString(attribute.id);
    const existing = id ? filter.keywords.find((keyword) => keyword.id === id) : undefined;
    if (id && !existing) throw notFound();
    if (existing && asBoolean(attribute._destroy)) {
      filter.keywords = filter.keywords.filter((keyword) => keyword !== existing);
      continue;
    }
    if (existing) {
      existing.keyword = parseKeyword(attribute, existing.keyword);
      existing.wholeWord = asBoolean(attribute.whole_word) ?? existing.wholeWord;
      continue;
    }
    if (asBoolean(attribute._destroy)) continue;
    filter.keywords.push({
      id: ctx.store.nextSerial(),
      keyword: parseKeyword(attribute),
      wholeWord: asBoolean(attribute.whole_word) ?? true,
    });
  }
}
