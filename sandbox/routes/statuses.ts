import type { FastifyRequest } from 'fastify';
import { defaultScheduledParams } from '../seed/extras';
import { countCharacters, parseMediaIds, parseNewStatus } from '../domain/status-params';
import { applyMediaAttributes } from '../domain/media-attributes';
import { createStatus, deleteStatus, editStatus } from '../domain/statuses';
import { optionalViewer, requireToken, requireUser } from '../http/auth';
import { withoutDroppedParts } from '../http/fault-rules';
import { forbidden, notFound, unprocessable } from '../http/errors';
import { asString, asStringArray, bodyAsParams } from '../http/params';
import { visibleStatusOr404 } from '../http/records';
import {
  serializeScheduledStatus,
  serializeStatusHistory,
  serializeStatusSource,
} from '../serializers/status-extras';
import { serializeStatus, serializeStatuses } from '../serializers/status';
import type { StatusRecord } from '../store/types';
import { canView, isSilencedFor } from '../store/visibility';
import type { RouteFamily } from './types';

type IdParams = { Params: { id: string } };
const MIN_SCHEDULE_AHEAD_MS = 5 * 60_000;

function idempotencyKey(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  return typeof header === 'string' && header ? header : null;
}

const statuses: RouteFamily = (app, ctx) => {
  app.post('/api/v1/statuses', (request) => {
    const token = requireToken(ctx, request, 'write:statuses');
    const author = requireUser(ctx, request, 'write:statuses');
    const { store } = ctx;
    const key = idempotencyKey(request);
    const storedId = key ? store.idempotencyKeys.get(`${author.id}:${key}`) : undefined;
    if (storedId) {
      const existing = store.statuses.get(storedId);
      if (existing) return serializeStatus(ctx, existing, { viewerId: author.id });
      const scheduled = store.scheduledStatuses.get(storedId);
      if (scheduled) return serializeScheduledStatus(ctx, scheduled);
    }
    const params = bodyAsParams(request.body);
    const input = withoutDroppedParts(ctx, request, parseNewStatus(ctx, author, params));
    const scheduledAt = asString(params.scheduled_at);
    // Like Mastodon, a time already past publishes at once; one under 5 minutes ahead is refused.
    if (scheduledAt && !(Date.parse(scheduledAt) <= Date.now())) {
      const at = Date.parse(scheduledAt);
      if (Number.isNaN(at) || at < Date.now() + MIN_SCHEDULE_AHEAD_MS)
        throw unprocessable('Scheduled at The scheduled date must be in the future');
      const id = store.newId();
      store.scheduledStatuses.set(id, {
        id,
        accountId: author.id,
        scheduledAt: at,
        mediaIds: input.mediaIds ?? [],
        params: {
          ...defaultScheduledParams(input.text),
          visibility: input.visibility,
          sensitive: input.sensitive ?? null,
          spoiler_text: input.spoilerText || null,
          language: input.language ?? null,
          in_reply_to_id: input.inReplyToId ? Number(input.inReplyToId) : null,
          media_ids: input.mediaIds?.length ? input.mediaIds : null,
          poll: input.poll
            ? {
                options: input.poll.options,
                expires_in: input.poll.expiresIn,
                multiple: input.poll.multiple,
                hide_totals: input.poll.hideTotals ?? false,
              }
            : null,
          idempotency: key,
          quoted_status_id: input.quotedStatusId ?? null,
        },
      });
      if (key) store.idempotencyKeys.set(`${author.id}:${key}`, id);
      return serializeScheduledStatus(ctx, store.scheduledStatuses.get(id)!);
    }
    const status = createStatus(ctx, { ...input, applicationId: token.applicationId });
    if (key) store.idempotencyKeys.set(`${author.id}:${key}`, status.id);
    return serializeStatus(ctx, status, { viewerId: author.id });
  });

  app.get<IdParams>('/api/v1/statuses/:id', (request) => {
    const viewer = optionalViewer(ctx, request);
    const status = visibleStatusOr404(ctx, request.params.id, viewer?.id ?? null);
    return serializeStatus(ctx, status, { viewerId: viewer?.id ?? null, filterContext: 'thread' });
  });

  app.get('/api/v1/statuses', (request) => {
    const viewer = optionalViewer(ctx, request);
    const ids = asStringArray((request.query as Record<string, unknown>).id) ?? [];
    const found = ids.flatMap((id) => {
      const status = ctx.store.statuses.get(id);
      return status && canView(ctx.store, viewer?.id ?? null, status) ? [status] : [];
    });
    return serializeStatuses(ctx, found, { viewerId: viewer?.id ?? null });
  });

  app.delete<IdParams>('/api/v1/statuses/:id', (request) => {
    const viewer = requireUser(ctx, request, 'write:statuses');
    const status = ctx.store.statuses.get(request.params.id);
    if (!status || status.reblogOfId) throw notFound();
    if (status.accountId !== viewer.id) throw forbidden();
    const body = serializeStatus(ctx, status, { viewerId: viewer.id });
    deleteStatus(ctx, status);
    return { ...body, text: status.text };
  });

  app.put<IdParams>('/api/v1/statuses/:id', (request) => {
    const viewer = requireUser(ctx, request, 'write:statuses');
    const status = visibleStatusOr404(ctx, request.params.id, viewer.id);
    if (status.accountId !== viewer.id || status.reblogOfId) throw forbidden();
    const params = bodyAsParams(request.body);
    const text = asString(params.status) ?? '';
    const mediaIds =
      params.media_ids === undefined
        ? status.mediaIds
        : parseMediaIds(ctx, viewer, params.media_ids);
    if (!text.trim() && mediaIds.length === 0 && !status.pollId)
      throw unprocessable("Text can't be blank");
    if (countCharacters(text) > 500) throw unprocessable('Text character limit of 500 exceeded');
    const poll = params.poll as { options?: unknown } | undefined;
    applyMediaAttributes(ctx, mediaIds, params.media_attributes);
    editStatus(ctx, status, {
      text,
      spoilerText: asString(params.spoiler_text) ?? '',
      sensitive:
        params.sensitive === undefined
          ? undefined
          : ['true', '1', true].includes(params.sensitive as string | boolean),
      language: asString(params.language),
      mediaIds,
      pollOptions: poll && typeof poll === 'object' ? (asStringArray(poll.options) ?? null) : null,
    });
    return serializeStatus(ctx, status, { viewerId: viewer.id });
  });

  app.get<IdParams>('/api/v1/statuses/:id/context', (request) => {
    const viewer = optionalViewer(ctx, request);
    const viewerId = viewer?.id ?? null;
    const status = visibleStatusOr404(ctx, request.params.id, viewerId);
    const { store } = ctx;
    const visible = (candidate: StatusRecord) =>
      canView(store, viewerId, candidate) && !isSilencedFor(store, viewerId, candidate.accountId);
    const ancestors: StatusRecord[] = [];
    for (
      let parent = status.inReplyToId ? store.statuses.get(status.inReplyToId) : undefined;
      parent;
      parent = parent.inReplyToId ? store.statuses.get(parent.inReplyToId) : undefined
    ) {
      if (visible(parent)) ancestors.unshift(parent);
    }
    const descendants: StatusRecord[] = [];
    const walk = (id: string) => {
      for (const childId of store.replyIds.get(id) ?? []) {
        const child = store.statuses.get(childId);
        if (!child || !visible(child)) continue;
        descendants.push(child);
        walk(childId);
      }
    };
    walk(status.id);
    const options = { viewerId, filterContext: 'thread' as const };
    return {
      ancestors: serializeStatuses(ctx, ancestors, options),
      descendants: serializeStatuses(ctx, descendants, options),
    };
  });

  app.get<IdParams>('/api/v1/statuses/:id/source', (request) => {
    const viewer = requireUser(ctx, request, 'read:statuses');
    const status = visibleStatusOr404(ctx, request.params.id, viewer.id);
    if (status.accountId !== viewer.id) throw notFound();
    return serializeStatusSource(status);
  });

  app.get<IdParams>('/api/v1/statuses/:id/history', (request) => {
    const viewer = optionalViewer(ctx, request);
    return serializeStatusHistory(
      ctx,
      visibleStatusOr404(ctx, request.params.id, viewer?.id ?? null),
    );
  });
};

export default statuses;
