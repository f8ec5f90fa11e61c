import type { FastifyRequest } from 'fastify';
import {
  accountByHandle,
  isUrlQuery,
  resolveUrl,
  searchAccounts,
  searchHashtags,
  searchStatuses,
  type Window,
} from '../domain/search';
import { optionalToken, requireUser, scopeSatisfied } from '../http/auth';
import { ApiError, missingParameter } from '../http/errors';
import { asBoolean, asInteger, asString, type Params } from '../http/params';
import { serializeAccount } from '../serializers/account';
import { serializeStatuses } from '../serializers/status';
import { serializeTagWithHistory } from '../serializers/tag-stats';
import type { AccountRecord, StatusRecord } from '../store/types';
import { canView } from '../store/visibility';
import type { RouteFamily } from './types';

type SearchType = 'accounts' | 'hashtags' | 'statuses';

function readWindow(query: Params, defaultLimit = 20, maxLimit = 40): Window {
  const limit = asInteger(query.limit);
  const offset = asInteger(query.offset);
  return {
    limit: limit !== undefined && limit > 0 ? Math.min(limit, maxLimit) : defaultLimit,
    offset: offset !== undefined && offset > 0 ? offset : 0,
  };
}

function requiredQuery(request: FastifyRequest): { query: Params; q: string } {
  const query = request.query as Params;
  const q = asString(query.q)?.trim();
  if (!q) throw missingParameter('q');
  return { query, q };
}

/** Search v2 and the account autocomplete search. */
const search: RouteFamily = (app, ctx) => {
  app.get('/api/v2/search', (request) => {
    const token = optionalToken(ctx, request);
    if (token && !scopeSatisfied(token.scopes, 'read:search'))
      throw new ApiError(403, 'This action is outside the authorized scopes');
    const viewer = token?.accountId ? (ctx.store.accounts.get(token.accountId) ?? null) : null;
    const { query, q } = requiredQuery(request);
    const resolve = asBoolean(query.resolve) === true;
    if (!viewer && query.offset !== undefined)
      throw new ApiError(401, 'Search queries pagination is not supported without authentication');
    if (!viewer && resolve)
      throw new ApiError(
        401,
        'Search queries that resolve remote resources are not supported without authentication',
      );
    const type = asString(query.type);
    const wants = (name: SearchType) => !type || type === name;
    const window = readWindow(query);
    const viewerId = viewer?.id ?? null;
    let accounts: AccountRecord[] = [];
    let hashtags: string[] = [];
    let statuses: StatusRecord[] = [];
    if (resolve && isUrlQuery(q)) {
      const found = window.offset === 0 ? resolveUrl(ctx, q) : {};
      if (found.account && wants('accounts')) accounts = [found.account];
      if (found.status && wants('statuses') && canView(ctx.store, viewerId, found.status))
        statuses = [found.status];
    } else {
      if (wants('accounts'))
        accounts = searchAccounts(ctx, q, viewerId, {
          ...window,
          following: asBoolean(query.following) === true,
        });
      if (wants('hashtags')) hashtags = searchHashtags(ctx, q, window);
      if (wants('statuses') && viewerId)
        statuses = searchStatuses(ctx, q, viewerId, {
          ...window,
          accountId: asString(query.account_id) ?? null,
          maxId: asString(query.max_id) ?? null,
          minId: asString(query.min_id) ?? null,
        });
    }
    return {
      accounts: accounts.map((account) => serializeAccount(ctx, account)),
      statuses: serializeStatuses(ctx, statuses, { viewerId }),
      hashtags: hashtags.map((name) => serializeTagWithHistory(ctx, name, viewerId)),
    };
  });

  app.get('/api/v1/accounts/search', (request) => {
    const viewer = requireUser(ctx, request, 'read:accounts');
    const { query, q } = requiredQuery(request);
    const window = readWindow(query, 40, 80);
    const following = asBoolean(query.following) === true;
    const handle = asBoolean(query.resolve) === true ? accountByHandle(ctx, q) : undefined;
    const found = searchAccounts(ctx, q, viewer.id, { ...window, following });
    const accounts =
      handle && !found.includes(handle) ? [handle, ...found].slice(0, window.limit) : found;
    return accounts.map((account) => serializeAccount(ctx, account));
  });
};

export default search;
