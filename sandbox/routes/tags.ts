import type { SandboxContext } from '../context';
import { optionalViewer, requireUser } from '../http/auth';
import { notFound, unprocessable } from '../http/errors';
import { sendPage } from '../http/pagination';
import { asString, bodyAsParams } from '../http/params';
import { accountOr404 } from '../http/records';
import { accountUrl, iso, tagUrl } from '../serializers/urls';
import { edgeMap } from '../store/sorted';
import { compareIds } from '../store/ids';
import type { AccountRecord, Edge } from '../store/types';
import type { RouteFamily } from './types';

type NameParams = { Params: { name: string } };
const DAY = 86_400_000;
const HASHTAG_NAME = /^[\p{L}\p{N}_]*[\p{L}_\p{M}][\p{L}\p{N}_\p{M}]*$/u;
const MAX_FEATURED_TAGS = 10;
const MAX_SUGGESTIONS = 10;

/** Mastodon tag ids are database ids; a hash of the name keeps them stable across resets. */
function tagId(name: string): string {
  let hash = 0x811c9dc5;
  for (const char of name) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return String(hash);
}

function normalizedTag(raw: string): string {
  const name = raw.replace(/^#/, '');
  if (!HASHTAG_NAME.test(name)) throw notFound();
  return name.toLowerCase();
}

/** Uses per day for the last week, newest day first, from the statuses carrying the tag. */
function tagHistory(ctx: SandboxContext, name: string) {
  const today = Math.floor(ctx.store.now() / DAY) * DAY;
  const days = Array.from({ length: 7 }, (_, index) => ({
    start: today - index * DAY,
    uses: 0,
    accounts: new Set<string>(),
  }));
  const ids = ctx.store.statusIdsByTag.get(name) ?? [];
  for (let index = ids.length - 1; index >= 0; index--) {
    const status = ctx.store.statuses.get(ids[index]);
    if (!status) continue;
    if (status.createdAt < days[6].start) break;
    const day = days.find((entry) => status.createdAt >= entry.start);
    if (!day) continue;
    day.uses += 1;
    day.accounts.add(status.accountId);
  }
  return days.map((day) => ({
    day: String(day.start / 1000),
    uses: String(day.uses),
    accounts: String(day.accounts.size),
  }));
}

export function serializeTag(ctx: SandboxContext, name: string, viewerId: string | null) {
  const { store } = ctx;
  return {
    id: tagId(name),
    name,
    url: tagUrl(ctx, name),
    history: tagHistory(ctx, name),
    ...(viewerId
      ? {
          following: store.followedTags.get(viewerId)?.has(name) ?? false,
          featuring: store.featuredTags.get(viewerId)?.has(name) ?? false,
        }
      : {}),
  };
}

function serializeFeaturedTag(
  ctx: SandboxContext,
  account: AccountRecord,
  name: string,
  edge: Edge,
) {
  const ids = (ctx.store.statusIdsByTag.get(name) ?? []).filter(
    (id) => ctx.store.statuses.get(id)?.accountId === account.id,
  );
  const last = ids.length ? ctx.store.statuses.get(ids[ids.length - 1]) : undefined;
  return {
    id: edge.id,
    name,
    url: `${accountUrl(ctx, account)}/tagged/${encodeURIComponent(name)}`,
    statuses_count: String(ids.length),
    last_status_at: last ? iso(last.createdAt).slice(0, 10) : null,
  };
}

const tags: RouteFamily = (app, ctx) => {
  const featuredOf = (account: AccountRecord) =>
    [...(ctx.store.featuredTags.get(account.id)?.entries() ?? [])]
      .sort((a, b) => compareIds(a[1].id, b[1].id))
      .map(([name, edge]) => serializeFeaturedTag(ctx, account, name, edge));

  app.get<NameParams>('/api/v1/tags/:name', (request) => {
    const viewer = optionalViewer(ctx, request);
    return serializeTag(ctx, normalizedTag(request.params.name), viewer?.id ?? null);
  });

  // Following and featuring a hashtag both keep an edge from the viewer to the tag, in their own map.
  const tagEdges = [
    {
      add: 'follow',
      remove: 'unfollow',
      edges: 'followedTags',
      scope: 'write:follows',
      max: Infinity,
    },
    {
      add: 'feature',
      remove: 'unfeature',
      edges: 'featuredTags',
      scope: 'write:accounts',
      max: MAX_FEATURED_TAGS,
    },
  ] as const;
  for (const { add, remove, edges, scope, max } of tagEdges)
    for (const [action, on] of [
      [add, true],
      [remove, false],
    ] as const) {
      app.post<NameParams>(`/api/v1/tags/:name/${action}`, (request) => {
        const viewer = requireUser(ctx, request, scope);
        const name = normalizedTag(request.params.name);
        const tags = edgeMap(ctx.store[edges], viewer.id);
        if (on && !tags.has(name)) {
          if (tags.size >= max)
            throw unprocessable(`You can only feature up to ${MAX_FEATURED_TAGS} hashtags`);
          const now = ctx.store.now();
          tags.set(name, { id: ctx.store.newId(now), createdAt: now });
        }
        if (!on) tags.delete(name);
        return serializeTag(ctx, name, viewer.id);
      });
    }

  app.get('/api/v1/followed_tags', async (request, reply) => {
    const viewer = requireUser(ctx, request, 'read:follows');
    const entries = [...(ctx.store.followedTags.get(viewer.id)?.entries() ?? [])].sort((a, b) =>
      compareIds(a[1].id, b[1].id),
    );
    const page = sendPage(ctx, request, reply, entries, ([, edge]) => edge.id, {
      defaultLimit: 100,
      maxLimit: 200,
    });
    return page.map(([name]) => serializeTag(ctx, name, viewer.id));
  });

  app.get('/api/v1/featured_tags', (request) =>
    featuredOf(requireUser(ctx, request, 'read:accounts')),
  );

  app.post('/api/v1/featured_tags', (request) => {
    const viewer = requireUser(ctx, request, 'write:accounts');
    const raw = asString(bodyAsParams(request.body).name);
    if (!raw?.trim()) throw unprocessable("Name can't be blank");
    const name = raw.replace(/^#/, '').toLowerCase();
    if (!HASHTAG_NAME.test(name)) throw unprocessable('Name is invalid');
    const featured = edgeMap(ctx.store.featuredTags, viewer.id);
    if (featured.has(name)) throw unprocessable('Name has already been taken');
    if (featured.size >= MAX_FEATURED_TAGS)
      throw unprocessable(`You can only feature up to ${MAX_FEATURED_TAGS} hashtags`);
    const now = ctx.store.now();
    const edge = { id: ctx.store.newId(now), createdAt: now };
    featured.set(name, edge);
    return serializeFeaturedTag(ctx, viewer, name, edge);
  });

  // Mastodon: the viewer's 10 most used hashtags not featured yet, most used first.
  app.get('/api/v1/featured_tags/suggestions', (request) => {
    const viewer = requireUser(ctx, request, 'read:accounts');
    const featured = ctx.store.featuredTags.get(viewer.id);
    const uses = new Map<string, number>();
    for (const id of ctx.store.statusIdsByAccount.get(viewer.id) ?? []) {
      for (const tag of ctx.store.statuses.get(id)?.tags ?? []) {
        const name = tag.toLowerCase();
        if (!featured?.has(name)) uses.set(name, (uses.get(name) ?? 0) + 1);
      }
    }
    return [...uses]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, MAX_SUGGESTIONS)
      .map(([name]) => serializeTag(ctx, name, viewer.id));
  });

  app.delete<{ Params: { id: string } }>('/api/v1/featured_tags/:id', (request) => {
    const viewer = requireUser(ctx, request, 'write:accounts');
    const featured = ctx.store.featuredTags.get(viewer.id);
    const entry = [...(featured?.entries() ?? [])].find(
      ([, edge]) => edge.id === request.params.id,
    );
    if (!entry) throw notFound();
    featured!.delete(entry[0]);
    return {};
  });

  app.get<{ Params: { id: string } }>('/api/v1/accounts/:id/featured_tags', (request) => {
    optionalViewer(ctx, request);
    return featuredOf(accountOr404(ctx, request.params.id));
  });
};

export default tags;
