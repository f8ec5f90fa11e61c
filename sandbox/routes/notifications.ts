import {
  findNotification,
  isLive,
  notificationFeed,
  readFeedFilters,
  removeNotifications,
  unreadNotifications,
} from '../domain/notification-feed';
import { requireUser } from '../http/auth';
import { notFound } from '../http/errors';
import { readPageParams, sendPage } from '../http/pagination';
import { serializeNotification } from '../serializers/notification';
import type { RouteFamily } from './types';

type IdParams = { Params: { id: string } };
const UNREAD_COUNT = { defaultLimit: 100, maxLimit: 1000 };

/** Notifications API v1: the flat list, one notification, clear, dismiss and the unread count. */
const notifications: RouteFamily = (app, ctx) => {
  app.get('/api/v1/notifications', async (request, reply) => {
    const viewer = requireUser(ctx, request, 'read:notifications');
    const filters = readFeedFilters(request.query as Record<string, unknown>);
    const feed = notificationFeed(ctx, viewer.id, filters);
    const page = sendPage(ctx, request, reply, feed, (notification) => notification.id, {
      defaultLimit: 40,
      maxLimit: 80,
    });
    return page.map((notification) => serializeNotification(ctx, notification));
  });

  app.get('/api/v1/notifications/unread_count', (request) => {
    const viewer = requireUser(ctx, request, 'read:notifications');
    const query = request.query as Record<string, unknown>;
    const limit = readPageParams(request, UNREAD_COUNT.defaultLimit, UNREAD_COUNT.maxLimit).limit;
    const unread = unreadNotifications(ctx, viewer.id, readFeedFilters(query));
    return { count: Math.min(unread.length, limit) };
  });

  app.get<IdParams>('/api/v1/notifications/:id', (request) => {
    const viewer = requireUser(ctx, request, 'read:notifications');
    const notification = findNotification(ctx, viewer.id, request.params.id);
    if (!notification || !isLive(ctx, notification)) throw notFound();
    return serializeNotification(ctx, notification);
  });

  app.post('/api/v1/notifications/clear', (request) => {
    const viewer = requireUser(ctx, request, 'write:notifications');
    removeNotifications(ctx, viewer.id, () => true);
    return {};
  });

  app.post<IdParams>('/api/v1/notifications/:id/dismiss', (request) => {
    const viewer = requireUser(ctx, request, 'write:notifications');
    if (!findNotification(ctx, viewer.id, request.params.id)) throw notFound();
    removeNotifications(ctx, viewer.id, (notification) => notification.id === request.params.id);
    return {};
  });
};

export default notifications;
