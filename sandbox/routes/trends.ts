import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import { optionalViewer } from '../http/auth';
import { asInteger, type Params } from '../http/params';
import { serializeCard } from '../serializers/card';
import { serializeStatuses } from '../serializers/status';
import { serializeTagWithHistory, tagHistory } from '../serializers/tag-stats';
import { compareIds, timeOfId } from '../store/ids';
import type { CardRecord, StatusRecord } from '../store/types';
import { canView, isSilencedFor } from '../store/visibility';
import type { RouteFamily } from './types';

const DAY = 86_400_000;
const STATUS_WINDOW_MS = 3 * DAY;
const LINK_WINDOW_MS = 7 * DAY;

/** Trends paginate by offset: Link rel="next" while a page is full, rel="prev" past the first page. */
function sendOffsetPage<T>(
  ctx: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
  items: T[],
  defaultLimit: number,
  maxLimit: number,
): T[] {
  const query = request.query as Params;
  const requested = asInteger(query.limit);
  const limit =
    requested !== undefined && requested > 0 ? Math.min(requested, maxLimit) : defaultLimit;
  const offset = Math.max(0, asInteger(query.offset) ?? 0);
  const page = items.slice(offset, offset + limit);
  const link = (value: number) => {
    const url = new URL(request.url, ctx.origin);
    url.searchParams.set('offset', String(value));
    return url.toString();
  };
  const links = [];
  if (offset + limit < items.length) links.push(`<${link(offset + limit)}>; rel="next"`);
  if (offset > 0) links.push(`<${link(Math.max(0, offset - limit))}>; rel="prev"`);
  if (links.length) reply.header('Link', links.join(', '));
  return page;
}

/** Recent public originals, most boosted and favourited first. */
function trendingStatuses(ctx: SandboxContext, viewerId: string | null): StatusRecord[] {
  const { store } = ctx;
  const since = store.now() - STATUS_WINDOW_MS;
  const candidates: { status: StatusRecord; score: number }[] = [];
  for (let index = store.statusIds.length - 1; index >= 0; index--) {
    const id = store.statusIds[index];
    if (timeOfId(id) < since) break;
    const status = store.statuses.get(id);
    if (!status || status.visibility !== 'public' || status.reblogOfId || status.inReplyToId)
      continue;
    if (!canView(store, viewerId, status) || isSilencedFor(store, viewerId, status.accountId))
      continue;
    const score =
      (store.favouritesByStatus.get(id)?.size ?? 0) + 2 * (store.reblogs.get(id)?.size ?? 0);
    if (score > 0) candidates.push({ status, score });
  }
  return candidates
    .sort((a, b) => b.score - a.score || compareIds(b.status.id, a.status.id))
    .map((entry) => entry.status);
}

function trendingTags(ctx: SandboxContext): string[] {
  const weekly = [...ctx.store.statusIdsByTag.keys()].map((name) => ({
    name,
    uses: tagHistory(ctx, name).reduce((sum, day) => sum + Number(day.uses), 0),
  }));
  return weekly
    .filter((entry) => entry.uses > 0)
    .sort((a, b) => b.uses - a.uses || a.name.localeCompare(b.name))
    .map((entry) => entry.name);
}

/** Links shared in public posts over the last week, with per-day shares. */
function trendingLinks(ctx: SandboxContext) {
  const { store } = ctx;
  const now = store.now();
  const today = Math.floor(now / DAY) * DAY;
  const links = new Map<
    string,
    { card: CardRecord; days: { uses: number; accounts: Set<string> }[] }
  >();
  for (let index = store.statusIds.length - 1; index >= 0; index--) {
    const id = store.statusIds[index];
    const time = timeOfId(id);
    if (time < now - LINK_WINDOW_MS) break;
    const status = store.statuses.get(id);
    if (!status?.card || status.visibility !== 'public' || status.reblogOfId) continue;
    let entry = links.get(status.card.url);
    if (!entry) {
      entry = {
        card: status.card,
        days: Array.from({ length: 7 }, () => ({ uses: 0, accounts: new Set<string>() })),
      };
      links.set(status.card.url, entry);
    }
    const day = Math.min(6, Math.max(0, Math.floor((today + DAY - 1 - time) / DAY)));
    entry.days[day].uses += 1;
    entry.days[day].accounts.add(status.accountId);
  }
  const total = (days: { uses: number }[]) => days.reduce((sum, day) => sum + day.uses, 0);
  return [...links.values()]
    .sort((a, b) => total(b.days) - total(a.days) || a.card.url.localeCompare(b.card.url))
    .map(({ card, days }) => ({
      ...serializeCard(ctx, card),
      history: days.map((day, index) => ({
        day: String((today - index * DAY) / 1000),
        uses: String(day.uses),
        accounts: String(day.accounts.size),
      })),
    }));
}

const trends: RouteFamily = (app, ctx) => {
  app.get('/api/v1/trends/statuses', async (request, reply) => {
    const viewerId = optionalViewer(ctx, request)?.id ?? null;
    const page = sendOffsetPage(ctx, request, reply, trendingStatuses(ctx, viewerId), 20, 40);
    return serializeStatuses(ctx, page, { viewerId, filterContext: 'public' });
  });

  for (const path of ['/api/v1/trends/tags', '/api/v1/trends']) {
    app.get(path, async (request, reply) => {
      const viewerId = optionalViewer(ctx, request)?.id ?? null;
      const page = sendOffsetPage(ctx, request, reply, trendingTags(ctx), 10, 20);
      return page.map((name) => serializeTagWithHistory(ctx, name, viewerId));
    });
  }

  app.get('/api/v1/trends/links', async (request, reply) => {
    optionalViewer(ctx, request);
    return sendOffsetPage(ctx, request, reply, trendingLinks(ctx), 10, 20);
  });
};

export default trends;
