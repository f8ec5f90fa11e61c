import { requireUser } from '../http/auth';
import { notFound, unprocessable } from '../http/errors';
import { sendPage } from '../http/pagination';
import { asString, bodyAsParams } from '../http/params';
import { serializeScheduledStatus } from '../serializers/status-extras';
import { compareIds } from '../store/ids';
import type { RouteFamily } from './types';

type IdParams = { Params: { id: string } };
const MIN_SCHEDULE_AHEAD_MS = 5 * 60_000;

/** The viewer's statuses waiting to be published; domain/scheduler.ts publishes them when due. */
const scheduledStatuses: RouteFamily = (app, ctx) => {
  const ownOr404 = (viewerId: string, id: string) => {
    const scheduled = ctx.store.scheduledStatuses.get(id);
    if (!scheduled || scheduled.accountId !== viewerId) throw notFound();
    return scheduled;
  };

  app.get('/api/v1/scheduled_statuses', async (request, reply) => {
    const viewer = requireUser(ctx, request, 'read:statuses');
    const own = [...ctx.store.scheduledStatuses.values()]
      .filter((scheduled) => scheduled.accountId === viewer.id)
      .sort((a, b) => compareIds(a.id, b.id));
    const page = sendPage(ctx, request, reply, own, (scheduled) => scheduled.id, {
      defaultLimit: 20,
      maxLimit: 40,
    });
    return page.map((scheduled) => serializeScheduledStatus(ctx, scheduled));
  });

  app.get<IdParams>('/api/v1/scheduled_statuses/:id', (request) => {
    const viewer = requireUser(ctx, request, 'read:statuses');
    return serializeScheduledStatus(ctx, ownOr404(viewer.id, request.params.id));
  });

  app.put<IdParams>('/api/v1/scheduled_statuses/:id', (request) => {
    const viewer = requireUser(ctx, request, 'write:statuses');
    const scheduled = ownOr404(viewer.id, request.params.id);
    const value = asString(bodyAsParams(request.body).scheduled_at);
    if (value !== undefined) {
      const at = Date.parse(value);
      if (Number.isNaN(at) || at < Date.now() + MIN_SCHEDULE_AHEAD_MS)
        throw unprocessable('Scheduled at The scheduled date must be in the future');
      scheduled.scheduledAt = at;
    }
    return serializeScheduledStatus(ctx, scheduled);
  });

  app.delete<IdParams>('/api/v1/scheduled_statuses/:id', (request) => {
    const viewer = requireUser(ctx, request, 'write:statuses');
    ctx.store.scheduledStatuses.delete(ownOr404(viewer.id, request.params.id).id);
    return {};
  });
};

export default scheduledStatuses;
