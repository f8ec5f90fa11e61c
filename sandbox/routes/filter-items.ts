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

  app.get<IdParams>('/api/v2/filters/keywords/:id', (request) =>
    serializeKeyword(
      ownFilterEntry(ctx, request, 'keywords', request.params.id, 'read:filters').entry,
    ),
  );

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

  app.delete<IdParams>('/api/v2/filters/keywords/:id', (request) => {
    const { filter, entry } = ownFilterEntry(
      ctx,
      request,
      'keywords',
      request.params.id,
      'write:filters',
    );
    filter.keywords = filter.keywords.filter((keyword) => keyword !== entry);
    publishFiltersChanged(ctx, filter.accountId);
    return {};
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

  app.get<IdParams>('/api/v2/filters/statuses/:id', (request) =>
    serializeFilterStatus(
      ownFilterEntry(ctx, request, 'statusIds', request.params.id, 'read:filters').entry,
    ),
  );

  app.delete<IdParams>('/api/v2/filters/statuses/:id', (request) => {
    const { filter, entry } = ownFilterEntry(
      ctx,
      request,
      'statusIds',
      request.params.id,
      'write:filters',
    );
    filter.statusIds = filter.statusIds.filter((item) => item !== entry);
    publishFiltersChanged(ctx, filter.accountId);
    return {};
  });
};

export default filterItems;
