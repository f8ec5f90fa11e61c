import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import {
  DEFAULT_GROUPED_TYPES,
  groupKeyFor,
  notificationFeed,
  readFeedFilters,
  removeNotifications,
  unreadNotifications,
} from '../domain/notification-feed';
import { requireUser } from '../http/auth';
import { notFound } from '../http/errors';
import { readPageParams, setLinkHeader, type PageParams } from '../http/pagination';
import { asStringArray } from '../http/params';
import {
  groupedNotificationsJson,
  serializeGroupedNotifications,
  type ExpandAccounts,
  type NotificationGroupView,
} from '../serializers/notification-group';
import { serializeAccount } from '../serializers/account';
import { compareIds } from '../store/ids';
import type { NotificationRecord } from '../store/types';
import type { RouteFamily } from './types';

type KeyParams = { Params: { group_key: string } };

function groupedTypesOf(query: Record<string, unknown>): string[] {
  return asStringArray(query.grouped_types) ?? DEFAULT_GROUPED_TYPES;
}

/**
 * Mastodon's group pagination: walk notifications from the cursor and stop at the `limit`-th distinct group, so
 * the page covers the id range down to that group's newest notification; older members show up on the next page.
 */
function pageOfGroups(
  feed: NotificationRecord[],
  groupedTypes: string[],
  params: PageParams,
): NotificationGroupView[] {
  const { limit, maxId, sinceId, minId } = params;
  const ascending = minId !== null;
  const lower = minId ?? sinceId;
  const inRange = (id: string) =>
    (maxId === null || compareIds(id, maxId) < 0) && (lower === null || compareIds(id, lower) > 0);
  const ordered = ascending ? feed : [...feed].reverse();
  const groups = new Map<string, NotificationRecord[]>();
  for (const notification of ordered) {
    if (!inRange(notification.id)) continue;
    const key = groupKeyFor(notification, groupedTypes);
    const members = groups.get(key);
    if (members) members.push(notification);
    else groups.set(key, [notification]);
    if (groups.size === limit && !members) break;
  }
  const byKey = new Map<string, NotificationRecord[]>();
  for (const notification of feed) {
    const key = groupKeyFor(notification, groupedTypes);
    const members = byKey.get(key);
    if (members) members.push(notification);
    else byKey.set(key, [notification]);
  }
  return [...groups.entries()]
    .map(([key, members]) => {
      const pageMembers = ascending ? [...members].reverse() : members;
      const newestId = pageMembers[0].id;
      const allMembers = (byKey.get(key) ?? [])
        .filter((member) => compareIds(member.id, newestId) <= 0)
        .reverse();
      return { key, pageMembers, allMembers };
    })
    .sort((a, b) => compareIds(b.pageMembers[0].id, a.pageMembers[0].id));
}

function sendGrouped(
  ctx: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
  viewerId: string,
  groups: NotificationGroupView[],
) {
  const query = request.query as Record<string, unknown>;
  const expand: ExpandAccounts =
    query.expand_accounts === 'partial_avatars' ? 'partial_avatars' : 'full';
  const body = serializeGroupedNotifications(ctx, viewerId, groups, expand);
  return reply.type('application/json; charset=utf-8').send(groupedNotificationsJson(body));
}

function membersOf(ctx: SandboxContext, viewerId: string, key: string, groupedTypes: string[]) {
  const feed = notificationFeed(ctx, viewerId, readFeedFilters({}));
  return feed.filter((notification) => groupKeyFor(notification, groupedTypes) === key).reverse();
}

/** Grouped notifications API v2. */
const notificationsGrouped: RouteFamily = (app, ctx) => {
  app.get('/api/v2/notifications', async (request, reply) => {
    const viewer = requireUser(ctx, request, 'read:notifications');
    const query = request.query as Record<string, unknown>;
    const feed = notificationFeed(ctx, viewer.id, readFeedFilters(query));
    const groups = pageOfGroups(feed, groupedTypesOf(query), readPageParams(request, 40, 80));
    const ids = groups.flatMap((group) => group.pageMembers.map((member) => member.id));
    ids.sort(compareIds);
    setLinkHeader(ctx, request, reply, ids[ids.length - 1], ids[0]);
    return sendGrouped(ctx, request, reply, viewer.id, groups);
  });

  app.get('/api/v2/notifications/unread_count', (request) => {
    const viewer = requireUser(ctx, request, 'read:notifications');
    const query = request.query as Record<string, unknown>;
    const limit = readPageParams(request, 100, 1000).limit;
    const groupedTypes = groupedTypesOf(query);
    const keys = new Set(
      unreadNotifications(ctx, viewer.id, readFeedFilters(query)).map((notification) =>
        groupKeyFor(notification, groupedTypes),
      ),
    );
    return { count: Math.min(keys.size, limit) };
  });

  app.get<KeyParams>('/api/v2/notifications/:group_key', async (request, reply) => {
    const viewer = requireUser(ctx, request, 'read:notifications');
    const key = request.params.group_key;
    const members = membersOf(ctx, viewer.id, key, DEFAULT_GROUPED_TYPES);
    if (!members.length) throw notFound();
    return sendGrouped(ctx, request, reply, viewer.id, [
      { key, pageMembers: members, allMembers: members },
    ]);
  });

  app.get<KeyParams>('/api/v2/notifications/:group_key/accounts', (request) => {
    const viewer = requireUser(ctx, request, 'read:notifications');
    const members = membersOf(ctx, viewer.id, request.params.group_key, DEFAULT_GROUPED_TYPES);
    if (!members.length) throw notFound();
    const ids = [...new Set(members.map((member) => member.fromAccountId))];
    return ids.map((id) => serializeAccount(ctx, ctx.store.accounts.get(id)!));
  });

  app.post<KeyParams>('/api/v2/notifications/:group_key/dismiss', (request) => {
    const viewer = requireUser(ctx, request, 'write:notifications');
    const key = request.params.group_key;
    const members = new Set(membersOf(ctx, viewer.id, key, DEFAULT_GROUPED_TYPES));
    if (!members.size) throw notFound();
    removeNotifications(ctx, viewer.id, (notification) => members.has(notification));
    return {};
  });
};

export default notificationsGrouped;
