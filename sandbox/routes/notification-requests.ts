import type { FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import { removeNotifications } from '../domain/notification-feed';
import { policyAsV1Flags, V1_POLICY_FLAGS, withV1Flags } from '../domain/notification-policy';
import { requireUser } from '../http/auth';
import { notFound, unprocessable } from '../http/errors';
import { sendPage } from '../http/pagination';
import { asBoolean, asStringArray, bodyAsParams } from '../http/params';
import { serializeAccount } from '../serializers/account';
import { serializeStatus } from '../serializers/status';
import { iso } from '../serializers/urls';
import { compareIds } from '../store/ids';
import {
  notificationPolicyOf,
  userState,
  type NotificationPolicyRecord,
  type NotificationRequestRecord,
  type PolicyValue,
} from '../store/user-state';
import type { RouteFamily } from './types';

type IdParams = { Params: { id: string } };
const POLICY_VALUES: PolicyValue[] = ['accept', 'filter', 'drop'];
const POLICY_FIELDS: [string, keyof NotificationPolicyRecord][] = [
  ['for_not_following', 'forNotFollowing'],
  ['for_not_followers', 'forNotFollowers'],
  ['for_new_accounts', 'forNewAccounts'],
  ['for_private_mentions', 'forPrivateMentions'],
  ['for_limited_accounts', 'forLimitedAccounts'],
];

function requestsOf(ctx: SandboxContext, viewerId: string): NotificationRequestRecord[] {
  return [...userState(ctx.store).notificationRequests.values()]
    .filter((request) => request.accountId === viewerId)
    .sort((a, b) => compareIds(a.id, b.id));
}

function serializeRequest(ctx: SandboxContext, request: NotificationRequestRecord) {
  const { store } = ctx;
  const lastStatus = request.notificationIds
    .map((id) => store.notifications.get(request.accountId)?.find((entry) => entry.id === id))
    .map((notification) =>
      notification?.statusId ? store.statuses.get(notification.statusId) : undefined,
    )
    .filter((status) => status !== undefined)
    .pop();
  return {
    id: request.id,
    created_at: iso(request.createdAt),
    updated_at: iso(request.updatedAt),
    notifications_count: String(request.notificationIds.length),
    account: serializeAccount(ctx, store.accounts.get(request.fromAccountId)!),
    last_status: lastStatus
      ? serializeStatus(ctx, lastStatus, {
          viewerId: request.accountId,
          filterContext: 'notifications',
        })
      : null,
  };
}

function policySummary(ctx: SandboxContext, viewerId: string) {
  const requests = requestsOf(ctx, viewerId);
  return {
    pending_requests_count: Math.min(requests.length, 100),
    pending_notifications_count: requests.reduce(
      (sum, request) => sum + request.notificationIds.length,
      0,
    ),
  };
}

function serializePolicy(ctx: SandboxContext, viewerId: string) {
  const policy = notificationPolicyOf(ctx.store, viewerId);
  return {
    ...Object.fromEntries(POLICY_FIELDS.map(([name, key]) => [name, policy[key]])),
    summary: policySummary(ctx, viewerId),
  };
}

/** The v1 entity (Mastodon 4.3 keeps it for older clients): booleans, and the same summary. */
function serializeV1Policy(ctx: SandboxContext, viewerId: string) {
  return {
    ...policyAsV1Flags(notificationPolicyOf(ctx.store, viewerId)),
    summary: policySummary(ctx, viewerId),
  };
}

/** Accepting moves the filtered notifications into the inbox and lets the sender through from now on. */
function acceptRequest(ctx: SandboxContext, request: NotificationRequestRecord): void {
  const state = userState(ctx.store);
  for (const id of request.notificationIds) state.filteredNotificationIds.delete(id);
  const accepted = state.acceptedSenders.get(request.accountId) ?? new Set<string>();
  accepted.add(request.fromAccountId);
  state.acceptedSenders.set(request.accountId, accepted);
  state.notificationRequests.delete(request.id);
}

function dismissRequest(ctx: SandboxContext, request: NotificationRequestRecord): void {
  const ids = new Set(request.notificationIds);
  removeNotifications(ctx, request.accountId, (notification) => ids.has(notification.id));
  userState(ctx.store).notificationRequests.delete(request.id);
}

/** Notification requests (filtered notifications grouped by sender) and the notification policy. */
const notificationRequests: RouteFamily = (app, ctx) => {
  const ownRequest = (viewerId: string, id: string) => {
    const request = userState(ctx.store).notificationRequests.get(id);
    if (!request || request.accountId !== viewerId) throw notFound();
    return request;
  };

  app.get('/api/v1/notifications/requests', async (request, reply) => {
    const viewer = requireUser(ctx, request, 'read:notifications');
    const page = sendPage(ctx, request, reply, requestsOf(ctx, viewer.id), (entry) => entry.id, {
      defaultLimit: 40,
      maxLimit: 80,
    });
    return page.map((entry) => serializeRequest(ctx, entry));
  });

  app.get('/api/v1/notifications/requests/merged', (request) => {
    requireUser(ctx, request, 'read:notifications');
    return { merged: true };
  });

  app.get<IdParams>('/api/v1/notifications/requests/:id', (request) => {
    const viewer = requireUser(ctx, request, 'read:notifications');
    return serializeRequest(ctx, ownRequest(viewer.id, request.params.id));
  });

  for (const [action, apply] of [
    ['accept', acceptRequest],
    ['dismiss', dismissRequest],
  ] as const) {
    app.post<IdParams>(`/api/v1/notifications/requests/:id/${action}`, (request) => {
      const viewer = requireUser(ctx, request, 'write:notifications');
      apply(ctx, ownRequest(viewer.id, request.params.id));
      return {};
    });
    app.post(`/api/v1/notifications/requests/${action}`, (request) => {
      const viewer = requireUser(ctx, request, 'write:notifications');
      const ids = asStringArray(bodyAsParams(request.body).id) ?? [];
      const state = userState(ctx.store);
      for (const id of ids) {
        const entry = state.notificationRequests.get(id);
        if (entry && entry.accountId === viewer.id) apply(ctx, entry);
      }
      return {};
    });
  }

  app.get('/api/v2/notifications/policy', (request) => {
    const viewer = requireUser(ctx, request, 'read:notifications');
    return serializePolicy(ctx, viewer.id);
  });

  // Mastodon routes both PUT and PATCH to the update (masto.js sends PUT).
  app.route({
    method: ['PATCH', 'PUT'],
    url: '/api/v2/notifications/policy',
    handler: (request) => updatePolicyV2(request),
  });

  app.get('/api/v1/notifications/policy', (request) => {
    const viewer = requireUser(ctx, request, 'read:notifications');
    return serializeV1Policy(ctx, viewer.id);
  });

  app.route({
    method: ['PATCH', 'PUT'],
    url: '/api/v1/notifications/policy',
    handler: (request) => {
      const viewer = requireUser(ctx, request, 'write:notifications');
      const params = bodyAsParams(request.body);
      const flags = Object.fromEntries(
        V1_POLICY_FLAGS.map(([flag]) => [flag, asBoolean(params[flag])]),
      );
      const policy = withV1Flags(notificationPolicyOf(ctx.store, viewer.id), flags);
      userState(ctx.store).notificationPolicies.set(viewer.id, policy);
      return serializeV1Policy(ctx, viewer.id);
    },
  });

  function updatePolicyV2(request: FastifyRequest) {
    const viewer = requireUser(ctx, request, 'write:notifications');
    const params = bodyAsParams(request.body);
    const policy = { ...notificationPolicyOf(ctx.store, viewer.id) };
    for (const [name, key] of POLICY_FIELDS) {
      const value = params[name];
      if (value === undefined) continue;
      if (!POLICY_VALUES.includes(value as PolicyValue)) {
        const label = name.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());
        throw unprocessable(`${label} is not included in the list`);
      }
      policy[key] = value as PolicyValue;
    }
    userState(ctx.store).notificationPolicies.set(viewer.id, policy);
    return serializePolicy(ctx, viewer.id);
  }
};

export default notificationRequests;
