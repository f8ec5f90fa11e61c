import type { SandboxContext } from '../context';
import { publishStatus } from '../domain/status-events';
import { optionalViewer, requireUser } from '../http/auth';
import { forbidden, missingParameter, notFound, unprocessable } from '../http/errors';
import { sendPage } from '../http/pagination';
import { QUOTE_POLICIES } from '../domain/status-params';
import { asString, bodyAsParams } from '../http/params';
import { visibleStatusOr404 } from '../http/records';
import { hiddenByFilter } from '../serializers/filter';
import { serializeStatus, serializeStatuses } from '../serializers/status';
import { conversationRootId } from '../store/conversations';
import type { QuoteApprovalPolicy, StatusRecord } from '../store/types';
import { canView, isSilencedFor } from '../store/visibility';
import type { RouteFamily } from './types';

type IdParams = { Params: { id: string } };

/** A deterministic stand-in for a machine translation: the content, visibly marked. */
function fakeTranslation(ctx: SandboxContext, status: StatusRecord, target: string) {
  const source = status.language ?? 'en';
  const mark = (text: string) => (text ? `[${source}→${target}] ${text}` : '');
  const poll = status.pollId ? ctx.store.polls.get(status.pollId) : undefined;
  return {
    content: `<p>[${source}→${target}]</p>${status.content}`,
    spoiler_text: mark(status.spoilerText),
    media_attachments: status.mediaIds.map((id) => ({
      id,
      description: mark(ctx.store.media.get(id)?.description ?? ''),
    })),
    poll: poll
      ? { id: poll.id, options: poll.options.map((title) => ({ title: mark(title) })) }
      : null,
    detected_source_language: source,
    language: target,
    provider: 'Sandbox',
  };
}

const statusExtras: RouteFamily = (app, ctx) => {
  for (const [action, mute] of [
    ['mute', true],
    ['unmute', false],
  ] as const) {
    app.post<IdParams>(`/api/v1/statuses/:id/${action}`, (request) => {
      const viewer = requireUser(ctx, request, 'write:mutes');
      const status = visibleStatusOr404(ctx, request.params.id, viewer.id);
      const rootId = conversationRootId(ctx.store, status);
      if (mute) ctx.store.addEdge(ctx.store.conversationMutes, viewer.id, rootId);
      else ctx.store.removeEdge(ctx.store.conversationMutes, viewer.id, rootId);
      return serializeStatus(ctx, status, { viewerId: viewer.id });
    });
  }

  app.post<IdParams>('/api/v1/statuses/:id/translate', (request) => {
    const viewer = requireUser(ctx, request, 'read:statuses');
    const status = visibleStatusOr404(ctx, request.params.id, viewer.id);
    const original = status.reblogOfId
      ? visibleStatusOr404(ctx, status.reblogOfId, viewer.id)
      : status;
    if (original.visibility !== 'public' && original.visibility !== 'unlisted') throw forbidden();
    const requested = asString(bodyAsParams(request.body).lang);
    const target = requested || viewer.defaultLanguage || 'en';
    if (target === (original.language ?? 'en')) throw forbidden();
    return fakeTranslation(ctx, original, target);
  });

  app.get<IdParams>('/api/v1/statuses/:id/quotes', async (request, reply) => {
    const viewer = requireUser(ctx, request, 'read:statuses');
    const status = visibleStatusOr404(ctx, request.params.id, viewer.id);
    if (status.accountId !== viewer.id) throw forbidden();
    const quotes = (ctx.store.quotesOf.get(status.id) ?? []).filter((id) => {
      const quote = ctx.store.statuses.get(id);
      return (
        !!quote &&
        quote.quote?.state === 'accepted' &&
        canView(ctx.store, viewer.id, quote) &&
        !isSilencedFor(ctx.store, viewer.id, quote.accountId)
      );
    });
    const page = sendPage(ctx, request, reply, quotes, (id) => id);
    return serializeStatuses(
      ctx,
      page.map((id) => ctx.store.statuses.get(id)!),
      { viewerId: viewer.id },
    );
  });

  app.post<{ Params: { id: string; quoting_id: string } }>(
    '/api/v1/statuses/:id/quotes/:quoting_id/revoke',
    (request) => {
      const viewer = requireUser(ctx, request, 'write:statuses');
      const quoted = visibleStatusOr404(ctx, request.params.id, viewer.id);
      if (quoted.accountId !== viewer.id) throw forbidden();
      const quoting = ctx.store.statuses.get(request.params.quoting_id);
      if (!quoting || quoting.quote?.statusId !== quoted.id) throw notFound();
      quoting.quote.state = 'revoked';
      publishStatus(ctx, quoting, 'status.update');
      return serializeStatus(ctx, quoting, { viewerId: viewer.id });
    },
  );

  app.put<IdParams>('/api/v1/statuses/:id/interaction_policy', (request) => {
    const viewer = requireUser(ctx, request, 'write:statuses');
    const status = visibleStatusOr404(ctx, request.params.id, viewer.id);
    if (status.accountId !== viewer.id || status.reblogOfId) throw forbidden();
    const policy = asString(bodyAsParams(request.body).quote_approval_policy);
    if (policy !== undefined) {
      if (!QUOTE_POLICIES.includes(policy as QuoteApprovalPolicy))
        throw unprocessable('Quote approval policy is not included in the list');
      status.quoteApprovalPolicy = policy as QuoteApprovalPolicy;
      publishStatus(ctx, status, 'status.update');
    }
    return serializeStatus(ctx, status, { viewerId: viewer.id });
  });

  app.get('/api/v1/timelines/link', async (request, reply) => {
    const viewer = optionalViewer(ctx, request);
    const viewerId = viewer?.id ?? null;
    const url = asString((request.query as Record<string, unknown>).url);
    if (!url) throw missingParameter('url');
    const { store } = ctx;
    const linked = store.statusIds.filter((id) => store.statuses.get(id)?.card?.url === url);
    if (linked.length === 0) throw notFound();
    const page = sendPage(ctx, request, reply, linked, (id) => id, {
      accept: (id) => {
        const status = store.statuses.get(id);
        return (
          !!status &&
          status.visibility === 'public' &&
          canView(store, viewerId, status) &&
          !isSilencedFor(store, viewerId, status.accountId) &&
          !hiddenByFilter(ctx, viewerId, status, 'public')
        );
      },
    });
    return serializeStatuses(
      ctx,
      page.map((id) => store.statuses.get(id)!),
      { viewerId, filterContext: 'public' },
    );
  });
};

export default statusExtras;
