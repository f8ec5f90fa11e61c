import type { SandboxContext } from '../context';
import {
  applyKeywordAttributes,
  FILTER_ACTIONS,
  FILTER_CONTEXTS,
  nestedAttributes,
  ownFilter,
  publishFiltersChanged,
} from '../domain/filters';
import { requireUser } from '../http/auth';
import { notFound, unprocessable } from '../http/errors';
import { asInteger, asString, asStringArray, bodyAsParams } from '../http/params';
import { serializeFilter } from '../serializers/filter';
import { iso } from '../serializers/urls';
import type { FilterRecord } from '../store/types';
import type { RouteFamily } from './types';

type IdParams = { Params: { id: string } };

function parseContext(value: unknown): FilterRecord['context'] {
  const contexts = asStringArray(value) ?? [];
  if (contexts.length === 0) throw unprocessable("Context can't be blank");
  if (contexts.some((context) => !(FILTER_CONTEXTS as string[]).includes(context)))
    throw unprocessable('Context is invalid');
  return [...new Set(contexts)] as FilterRecord['context'];
}

/** Title, context, action and expiry; `creating` makes title and context mandatory. */
function applyFilterParams(
  ctx: SandboxContext,
  filter: FilterRecord,
  params: Record<string, unknown>,
  creating: boolean,
): void {
  const title = asString(params.title);
  if (title !== undefined || creating) {
    if (!title?.trim()) throw unprocessable("Title can't be blank");
    filter.title = title;
  }
  if (params.context !== undefined || creating) filter.context = parseContext(params.context);
  const action = asString(params.filter_action);
  if (action !== undefined) {
    if (!FILTER_ACTIONS.includes(action as FilterRecord['action']))
      throw unprocessable('Filter action is not included in the list');
    filter.action = action as FilterRecord['action'];
  }
  if (params.expires_in !== undefined) {
    const seconds = asInteger(params.expires_in);
    if (seconds !== undefined && seconds <= 0) throw unprocessable('Expires in must be positive');
    filter.expiresAt = seconds === undefined ? null : ctx.store.now() + seconds * 1000;
  }
}

function isActive(ctx: SandboxContext, filter: FilterRecord): boolean {
  return filter.expiresAt === null || filter.expiresAt > ctx.store.now();
}

/** The v1 view: one filter per keyword. */
function serializeV1Filter(filter: FilterRecord, keyword: FilterRecord['keywords'][number]) {
  return {
    id: keyword.id,
    phrase: keyword.keyword,
    context: filter.context,
    whole_word: keyword.wholeWord,
    expires_at: filter.expiresAt === null ? null : iso(filter.expiresAt),
    irreversible: filter.action === 'hide',
  };
}

const filters: RouteFamily = (app, ctx) => {
  const ownedFilters = (viewerId: string) =>
    [...ctx.store.filters.values()].filter((filter) => filter.accountId === viewerId);

  app.get('/api/v2/filters', (request) => {
    const viewer = requireUser(ctx, request, 'read:filters');
    return ownedFilters(viewer.id).map((filter) => serializeFilter(ctx, filter));
  });

  app.post('/api/v2/filters', (request) => {
    const viewer = requireUser(ctx, request, 'write:filters');
    const params = bodyAsParams(request.body);
    const filter: FilterRecord = {
      id: '',
      accountId: viewer.id,
      title: '',
      context: [],
      action: 'warn',
      expiresAt: null,
      keywords: [],
      statusIds: [],
    };
    applyFilterParams(ctx, filter, params, true);
    applyKeywordAttributes(ctx, filter, nestedAttributes(params.keywords_attributes));
    filter.id = ctx.store.nextSerial();
    ctx.store.filters.set(filter.id, filter);
    publishFiltersChanged(ctx, viewer.id);
    return serializeFilter(ctx, filter);
  });

  app.get<IdParams>('/api/v2/filters/:id', (request) =>
    serializeFilter(ctx, ownFilter(ctx, request, request.params.id, 'read:filters')),
  );

  app.put<IdParams>('/api/v2/filters/:id', (request) => {
    const filter = ownFilter(ctx, request, request.params.id, 'write:filters');
    const params = bodyAsParams(request.body);
    // Validate on a copy so a rejected update leaves the filter untouched.
    const draft: FilterRecord = {
      ...filter,
      keywords: filter.keywords.map((keyword) => ({ ...keyword })),
    };
    applyFilterParams(ctx, draft, params, false);
    applyKeywordAttributes(ctx, draft, nestedAttributes(params.keywords_attributes));
    Object.assign(filter, draft);
    publishFiltersChanged(ctx, filter.accountId);
    return serializeFilter(ctx, filter);
  });

  app.delete<IdParams>('/api/v2/filters/:id', (request) => {
    const filter = ownFilter(ctx, request, request.params.id, 'write:filters');
    ctx.store.filters.delete(filter.id);
    publishFiltersChanged(ctx, filter.accountId);
    return {};
  });

  app.get('/api/v1/filters', (request) => {
    const viewer = requireUser(ctx, request, 'read:filters');
    return ownedFilters(viewer.id)
      .filter((filter) => isActive(ctx, filter))
      .flatMap((filter) => filter.keywords.map((keyword) => serializeV1Filter(filter, keyword)));
  });

  app.get<IdParams>('/api/v1/filters/:id', (request) => {
    const viewer = requireUser(ctx, request, 'read:filters');
    for (const filter of ownedFilters(viewer.id)) {
      const keyword = filter.keywords.find((entry) => entry.id === request.params.id);
      if (keyword) return serializeV1Filter(filter, keyword);
    }
    throw notFound();
  });
};

export default filters;
