import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import { optionalViewer, requireUser } from '../http/auth';
import { notFound } from '../http/errors';
import { sendPage } from '../http/pagination';
import { asBoolean, asStringArray } from '../http/params';
import { hidesBoostsOf } from '../domain/relationships';
import { hiddenByFilter, type FilterContext } from '../serializers/filter';
import { serializeStatuses } from '../serializers/status';
import { compareIds } from '../store/ids';
import type { StatusRecord } from '../store/types';
import { canView, isSilencedFor } from '../store/visibility';
import type { RouteFamily } from './types';

/** The status itself, or for a reblog the original it wraps. */
function contentOf(ctx: SandboxContext, status: StatusRecord): StatusRecord | undefined {
  return status.reblogOfId ? ctx.store.statuses.get(status.reblogOfId) : status;
}

function sendTimeline(
  ctx: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
  ids: readonly string[],
  viewerId: string | null,
  filterContext: FilterContext,
  accept: (status: StatusRecord) => boolean,
) {
  const { store } = ctx;
  const page = sendPage(ctx, request, reply, ids, (id) => id, {
    accept: (id) => {
      const status = store.statuses.get(id);
      if (
        !status ||
        !canView(store, viewerId, status) ||
        isSilencedFor(store, viewerId, status.accountId)
      )
        return false;
      const content = contentOf(ctx, status);
      if (
        !content ||
        !canView(store, viewerId, content) ||
        isSilencedFor(store, viewerId, content.accountId) ||
        hiddenByFilter(ctx, viewerId, content, filterContext)
      )
        return false;
      return accept(status);
    },
  });
  return serializeStatuses(
    ctx,
    page.map((id) => store.statuses.get(id)!),
    { viewerId, filterContext },
  );
}

function isLocal(ctx: SandboxContext, status: StatusRecord): boolean {
  return ctx.store.accounts.get(status.accountId)?.domain === null;
}

/** local / remote / only_media switches shared by the public and hashtag timelines. */
function publicScope(ctx: SandboxContext, query: Record<string, unknown>) {
  const local = asBoolean(query.local) === true;
  const remote = asBoolean(query.remote) === true;
  const onlyMedia = asBoolean(query.only_media) === true;
  return (status: StatusRecord) =>
    status.visibility === 'public' &&
    !status.reblogOfId &&
    (!local || isLocal(ctx, status)) &&
    (!remote || !isLocal(ctx, status)) &&
    (!onlyMedia || status.mediaIds.length > 0);
}

const timelines: RouteFamily = (app, ctx) => {
  app.get('/api/v1/timelines/home', async (request, reply) => {
    const viewer = requireUser(ctx, request, 'read:statuses');
    const { store } = ctx;
    const followed = store.following.get(viewer.id) ?? new Map();
    const followedTags = store.followedTags.get(viewer.id) ?? new Map();
    const exclusiveMembers = new Set<string>();
    for (const list of store.lists.values())
      if (list.accountId === viewer.id && list.exclusive)
        for (const id of list.memberIds) exclusiveMembers.add(id);
    return sendTimeline(ctx, request, reply, store.statusIds, viewer.id, 'home', (status) => {
      const own = status.accountId === viewer.id;
      const fromFollowed =
        followed.has(status.accountId) && !exclusiveMembers.has(status.accountId);
      const viaTag =
        status.visibility === 'public' &&
        status.tags.some((tag) => followedTags.has(tag.toLowerCase()));
      if (!own && !fromFollowed && !viaTag) return false;
      if (status.reblogOfId && hidesBoostsOf(ctx, viewer.id, status.accountId)) return false;
      if (status.inReplyToAccountId && !own && status.inReplyToAccountId !== status.accountId) {
        return status.inReplyToAccountId === viewer.id || followed.has(status.inReplyToAccountId);
      }
      return true;
    });
  });

  app.get('/api/v1/timelines/public', async (request, reply) => {
    const viewer = optionalViewer(ctx, request);
    const inScope = publicScope(ctx, request.query as Record<string, unknown>);
    return sendTimeline(
      ctx,
      request,
      reply,
      ctx.store.statusIds,
      viewer?.id ?? null,
      'public',
      (status) =>
        inScope(status) &&
        (status.inReplyToId === null || status.inReplyToAccountId === status.accountId),
    );
  });

  app.get<{ Params: { tag: string } }>('/api/v1/timelines/tag/:tag', async (request, reply) => {
    const viewer = optionalViewer(ctx, request);
    const query = request.query as Record<string, unknown>;
    const inScope = publicScope(ctx, query);
    const lower = (values: string[] | undefined) =>
      (values ?? []).map((value) => value.toLowerCase());
    const any = lower(asStringArray(query.any));
    const all = lower(asStringArray(query.all));
    const none = lower(asStringArray(query.none));
    const primary = request.params.tag.toLowerCase();
    const ids = new Set<string>(ctx.store.statusIdsByTag.get(primary) ?? []);
    for (const tag of any) for (const id of ctx.store.statusIdsByTag.get(tag) ?? []) ids.add(id);
    const candidates = any.length ? [...ids].sort(compareIds) : [...ids];
    return sendTimeline(ctx, request, reply, candidates, viewer?.id ?? null, 'public', (status) => {
      const tags = status.tags.map((tag) => tag.toLowerCase());
      return (
        inScope(status) &&
        all.every((tag) => tags.includes(tag)) &&
        !none.some((tag) => tags.includes(tag))
      );
    });
  });

  app.get<{ Params: { id: string } }>('/api/v1/timelines/list/:id', async (request, reply) => {
    const viewer = requireUser(ctx, request, 'read:lists');
    const list = ctx.store.lists.get(request.params.id);
    if (!list || list.accountId !== viewer.id) throw notFound();
    return sendTimeline(ctx, request, reply, ctx.store.statusIds, viewer.id, 'home', (status) => {
      if (!list.memberIds.has(status.accountId)) return false;
      if (!status.inReplyToAccountId || status.inReplyToAccountId === status.accountId) return true;
      if (list.repliesPolicy === 'none') return false;
      if (list.repliesPolicy === 'list')
        return (
          list.memberIds.has(status.inReplyToAccountId) || status.inReplyToAccountId === viewer.id
        );
      return ctx.store.hasEdge(ctx.store.following, viewer.id, status.inReplyToAccountId);
    });
  });
};

export default timelines;
