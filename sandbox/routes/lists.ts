import type { FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import { requireUser } from '../http/auth';
import { ApiError, missingParameter, notFound, unprocessable } from '../http/errors';
import { sendPage } from '../http/pagination';
import { asBoolean, asString, asStringArray, bodyAsParams } from '../http/params';
import { accountOr404 } from '../http/records';
import { serializeAccount } from '../serializers/account';
import { compareIds } from '../store/ids';
import type { ListRecord } from '../store/types';
import type { RouteFamily } from './types';

type IdParams = { Params: { id: string } };
const REPLIES_POLICIES: ListRecord['repliesPolicy'][] = ['followed', 'list', 'none'];
const MAX_LISTS = 50;

export function serializeList(list: ListRecord) {
  return {
    id: list.id,
    title: list.title,
    replies_policy: list.repliesPolicy,
    exclusive: list.exclusive,
  };
}

function ownList(
  ctx: SandboxContext,
  request: FastifyRequest<IdParams>,
  scope: string,
): ListRecord {
  const viewer = requireUser(ctx, request, scope);
  const list = ctx.store.lists.get(request.params.id);
  if (!list || list.accountId !== viewer.id) throw notFound();
  return list;
}

function applyListParams(list: ListRecord, params: Record<string, unknown>): void {
  const title = asString(params.title);
  if (title !== undefined) {
    if (!title.trim()) throw unprocessable("Title can't be blank");
    list.title = title;
  }
  const policy = asString(params.replies_policy);
  if (policy !== undefined) {
    if (!REPLIES_POLICIES.includes(policy as ListRecord['repliesPolicy']))
      throw unprocessable('Replies policy is not included in the list');
    list.repliesPolicy = policy as ListRecord['repliesPolicy'];
  }
  list.exclusive = asBoolean(params.exclusive) ?? list.exclusive;
}

function accountIdsParam(params: Record<string, unknown>): string[] {
  const ids = asStringArray(params.account_ids);
  if (!ids || ids.length === 0) throw missingParameter('account_ids');
  return ids;
}

const lists: RouteFamily = (app, ctx) => {
  app.get('/api/v1/lists', (request) => {
    const viewer = requireUser(ctx, request, 'read:lists');
    return [...ctx.store.lists.values()]
      .filter((list) => list.accountId === viewer.id)
      .sort((a, b) => a.title.localeCompare(b.title))
      .map(serializeList);
  });

  app.post('/api/v1/lists', (request) => {
    const viewer = requireUser(ctx, request, 'write:lists');
    const params = bodyAsParams(request.body);
    if (!asString(params.title)?.trim()) throw unprocessable("Title can't be blank");
    const owned = [...ctx.store.lists.values()].filter((list) => list.accountId === viewer.id);
    if (owned.length >= MAX_LISTS)
      throw unprocessable('You have reached the maximum number of lists');
    const list: ListRecord = {
      id: ctx.store.nextSerial(),
      accountId: viewer.id,
      title: '',
      repliesPolicy: 'list',
      exclusive: false,
      memberIds: new Set(),
    };
    applyListParams(list, params);
    ctx.store.lists.set(list.id, list);
    return serializeList(list);
  });

  app.get<IdParams>('/api/v1/lists/:id', (request) =>
    serializeList(ownList(ctx, request, 'read:lists')),
  );

  app.put<IdParams>('/api/v1/lists/:id', (request) => {
    const list = ownList(ctx, request, 'write:lists');
    applyListParams(list, bodyAsParams(request.body));
    return serializeList(list);
  });

  app.delete<IdParams>('/api/v1/lists/:id', (request) => {
    const list = ownList(ctx, request, 'write:lists');
    ctx.store.lists.delete(list.id);
    return {};
  });

  app.get<IdParams>('/api/v1/lists/:id/accounts', async (request, reply) => {
    const list = ownList(ctx, request, 'read:lists');
    // Mastodon pages list members by membership id; follow edges stand in for it (members must be followed).
    const members = [...list.memberIds]
      .map((accountId) => ({
        accountId,
        cursor: ctx.store.following.get(list.accountId)?.get(accountId)?.id ?? accountId,
      }))
      .sort((a, b) => compareIds(a.cursor, b.cursor));
    const query = request.query as Record<string, unknown>;
    // limit=0 returns every member, as Mastodon does.
    const all = query.limit === '0';
    const page = all
      ? members.slice().reverse()
      : sendPage(ctx, request, reply, members, (member) => member.cursor, {
          defaultLimit: 40,
          maxLimit: 80,
        });
    return page.flatMap((member) => {
      const account = ctx.store.accounts.get(member.accountId);
      return account ? [serializeAccount(ctx, account)] : [];
    });
  });

  app.post<IdParams>('/api/v1/lists/:id/accounts', (request) => {
    const list = ownList(ctx, request, 'write:lists');
    const ids = accountIdsParam(bodyAsParams(request.body));
    for (const id of ids) {
      accountOr404(ctx, id);
      if (!ctx.store.hasEdge(ctx.store.following, list.accountId, id))
        throw new ApiError(422, 'Validation failed: Account has not been followed');
      if (list.memberIds.has(id))
        throw new ApiError(422, 'Validation failed: Account has already been taken');
    }
    for (const id of ids) list.memberIds.add(id);
    return {};
  });

  app.delete<IdParams>('/api/v1/lists/:id/accounts', (request) => {
    const list = ownList(ctx, request, 'write:lists');
    const body = bodyAsParams(request.body);
    const params =
      body.account_ids === undefined ? (request.query as Record<string, unknown>) : body;
    for (const id of accountIdsParam(params)) list.memberIds.delete(id);
    return {};
  });

  app.get<IdParams>('/api/v1/accounts/:id/lists', (request) => {
    const viewer = requireUser(ctx, request, 'read:lists');
    const account = accountOr404(ctx, request.params.id);
    return [...ctx.store.lists.values()]
      .filter((list) => list.accountId === viewer.id && list.memberIds.has(account.id))
      .map(serializeList);
  });
};

export default lists;
