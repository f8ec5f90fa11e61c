import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { ownFilter, ownFilterEntry, parseKeyword, publishFiltersChanged } from '../domain/filters';
import { unprocessable } from '../http/errors';
import { asBoolean, asString, bodyAsParams } from '../http/params';
import { visibleStatusOr404 } from '../http/records';
import type { FilterRecord } from '../store/types';
import type { RouteFamily } from './types';

type IdParams = { Params: { id: string } };

const serializeKeyword = (keyword: FilterRecord['keywords'][number]) => ({
  id: keyword.id,
  keyword: keyword.keyword,
  whole_word: keyword.wholeWord,
});

const serializeFilterStatus = (entry: FilterRecord['statusIds'][number]) => ({
  id: entry.id,
  status_id: entry.statusId,
});

/** GET and DELETE of one keyword or filtered status by its own id: /api/v2/filters/{keywords,statuses}/:id. */
function entryRoutes<K extends 'keywords' | 'statusIds'>(
  app: FastifyInstance,
  ctx: SandboxContext,
  path: 'keywords' | 'statuses',
  kind: K,
  serialize: (entry: FilterRecord[K][number]) => object,
): void {
  app.get<IdParams>(`/api/v2/filters/${path}/:id`, (request) =>
    serialize(ownFilterEntry(ctx, request, kind, request.params.id, 'read:filters').entry),
  );

  app.delete<IdParams>(`/api/v2/filters/${path}/:id`, (request) => {
    const { filter, entry } = ownFilterEntry(
      ctx,
      request,
      kind,
      request.params.id,
      'write:filters',
    );
    const entries: FilterRecord[K][number][] = filter[kind];
    filter[kind] = entries.filter((item) => item !== entry) as FilterRecord[K];
    publishFiltersChanged(ctx, filter.accountId);
    return {};
  });
}

/** Keywords and statuses inside v2 filters: /api/v2/filters/:id/{keywords,statuses} and their own ids. */
const filterItems: RouteFamily = (app, ctx) => {
  app.get<IdParams>('/api/v2/filters/:id/keywords', (request) =>
    ownFilter(ctx, request, request.params.id, 'read:filters').keywords.map(serializeKeyword),
  );

  app.post<IdParams>('/api/v2/filters/:id/keywords', (request) => {
    const filter = ownFilter(ctx, request, request.params.id, 'write:filters');
    const params = bodyAsParams(request.body);
    const keyword = {
      id: ctx.store.nextSerial(),
      keyword: parseKeyword(params),
      wholeWord: asBoolean(params.whole_word) ?? false,
    };
    filter.keywords.push(keyword);
    publishFiltersChanged(ctx, filter.accountId);
    return serializeKeyword(keyword);
  });

  app.put<IdParams>('/api/v2/filters/keywords/:id', (request) => {
    const { filter, entry } = ownFilterEntry(
      ctx,
      request,
      'keywords',
      request.params.id,
      'write:filters',
    );
    const params = bodyAsParams(request.body);
    entry.keyword = parseKeyword(params, entry.keyword);
    entry.wholeWord = asBoolean(params.whole_word) ?? entry.wholeWord;
    publishFiltersChanged(ctx, filter.accountId);
    return serializeKeyword(entry);
  });

  app.get<IdParams>('/api/v2/filters/:id/statuses', (request) =>
    ownFilter(ctx, request, request.params.id, 'read:filters').statusIds.map(serializeFilterStatus),
  );

  app.post<IdParams>('/api/v2/filters/:id/statuses', (request) => {
    const filter = ownFilter(ctx, request, request.params.id, 'write:filters');
    const statusId = asString(bodyAsParams(request.body).status_id);
    if (!statusId) throw unprocessable("Status can't be blank");
    const status = visibleStatusOr404(ctx, statusId, filter.accountId);
    if (filter.statusIds.some((entry) => entry.statusId === status.id))
      throw unprocessable('Status has already been taken');
    const entry = { id: ctx.store.nextSerial(), statusId: status.id };
    filter.statusIds.push(entry);
    publishFiltersChanged(ctx, filter.accountId);
    return serializeFilterStatus(entry);
  });

  entryRoutes(app, ctx, 'keywords', 'keywords', serializeKeyword);
  entryRoutes(app, ctx, 'statuses', 'statusIds', serializeFilterStatus);
};

export default filterItems;
