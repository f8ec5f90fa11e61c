import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import { compareIds, isNumericId } from '../store/ids';

export interface PageParams {
  limit: number;
  maxId: string | null;
  sinceId: string | null;
  minId: string | null;
}

function cursor(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  // Mastodon accepts any value and compares numerically; a non-numeric cursor matches nothing sensible.
  return isNumericId(value) ? value : '0';
}

export function readPageParams(
  request: FastifyRequest,
  defaultLimit = 20,
  maxLimit = 40,
): PageParams {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const parsed = typeof query.limit === 'string' ? Number.parseInt(query.limit, 10) : Number.NaN;
  const limit = Number.isFinite(parsed) && parsed > 0 ? Math.min(parsed, maxLimit) : defaultLimit;
  return {
    limit,
    maxId: cursor(query.max_id),
    sinceId: cursor(query.since_id),
    minId: cursor(query.min_id),
  };
}

/**
 * Pages through items sorted ascending by cursor id, the way Mastodon does:
 * newest first; `min_id` returns the page just above it (still newest first); `since_id` the newest above it.
 */
export function paginateAscending<T>(
  items: readonly T[],
  idOf: (item: T) => string,
  params: PageParams,
  accept: (item: T) => boolean = () => true,
): T[] {
  const { limit, maxId, sinceId, minId } = params;
  const lowerBound = minId ?? sinceId;
  const page: T[] = [];
  if (minId !== null) {
    let index = lowerIndexAbove(items, idOf, minId);
    for (; index < items.length && page.length < limit; index++) {
      const item = items[index];
      if (maxId !== null && compareIds(idOf(item), maxId) >= 0) break;
      if (accept(item)) page.push(item);
    }
    return page.reverse();
  }
  for (let index = items.length - 1; index >= 0 && page.length < limit; index--) {
    const item = items[index];
    const id = idOf(item);
    if (maxId !== null && compareIds(id, maxId) >= 0) continue;
    if (lowerBound !== null && compareIds(id, lowerBound) <= 0) break;
    if (accept(item)) page.push(item);
  }
  return page;
}

function lowerIndexAbove<T>(items: readonly T[], idOf: (item: T) => string, id: string): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compareIds(idOf(items[mid]), id) <= 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Sets `Link: <...max_id=last>; rel="next", <...min_id=first>; rel="prev"` with absolute URLs. */
export function setLinkHeader(
  ctx: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
  firstId: string | undefined,
  lastId: string | undefined,
): void {
  if (firstId === undefined || lastId === undefined) return;
  const url = new URL(request.url, ctx.origin);
  const build = (key: 'max_id' | 'min_id', value: string) => {
    const target = new URL(url.pathname, ctx.origin);
    for (const [name, paramValue] of url.searchParams) {
      if (['max_id', 'min_id', 'since_id', 'access_token'].includes(name)) continue;
      target.searchParams.append(name, paramValue);
    }
    target.searchParams.set(key, value);
    return target.toString();
  };
  reply.header(
    'Link',
    `<${build('max_id', lastId)}>; rel="next", <${build('min_id', firstId)}>; rel="prev"`,
  );
}

/** Paginate, set the Link header, and return the page. */
export function sendPage<T>(
  ctx: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
  items: readonly T[],
  idOf: (item: T) => string,
  options: { accept?: (item: T) => boolean; defaultLimit?: number; maxLimit?: number } = {},
): T[] {
  const params = readPageParams(request, options.defaultLimit, options.maxLimit);
  const page = paginateAscending(items, idOf, params, options.accept);
  setLinkHeader(
    ctx,
    request,
    reply,
    page[0] && idOf(page[0]),
    page.length ? idOf(page[page.length - 1]) : undefined,
  );
  return page;
}
