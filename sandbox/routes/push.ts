import type { SandboxContext } from '../context';
import { requireToken, requireUser } from '../http/auth';
import { ApiError, notFound, unprocessable } from '../http/errors';
import { asBoolean, asString, bodyAsParams, type Params } from '../http/params';
import { sendPush, type MastodonPushPayload } from '../push/send';
import { VAPID_KEYS } from '../push/vapid';
import {
  PUSH_ALERT_TYPES,
  PUSH_POLICIES,
  pushState,
  type PushPolicy,
  type PushSubscriptionRecord,
} from '../store/push-state';
import type { RouteFamily } from './types';

const SCOPE = 'push';

function serializeSubscription(subscription: PushSubscriptionRecord) {
  return {
    id: subscription.id,
    endpoint: subscription.endpoint,
    standard: subscription.standard,
    alerts: { ...subscription.alerts },
    policy: subscription.policy,
    server_key: VAPID_KEYS.publicKey,
  };
}

function object(value: unknown): Params {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Params) : {};
}

/** Alerts from `data[alerts][type]`; types not given keep `previous` (off for a new one). */
function alertsFrom(data: Params, previous?: PushSubscriptionRecord['alerts']) {
  const given = object(data.alerts);
  return Object.fromEntries(
    PUSH_ALERT_TYPES.map((type) => [type, asBoolean(given[type]) ?? previous?.[type] ?? false]),
  ) as PushSubscriptionRecord['alerts'];
}

/** `data[policy]` (masto.js also sends a top-level `policy`); unknown values are refused. */
function policyFrom(params: Params, previous: PushPolicy): PushPolicy {
  const value = asString(object(params.data).policy) ?? asString(params.policy);
  if (value === undefined) return previous;
  if (!(PUSH_POLICIES as readonly string[]).includes(value)) {
    throw unprocessable(`Policy is not included in the list`);
  }
  return value as PushPolicy;
}

function validEndpoint(value: string | undefined): string {
  if (!value) throw new ApiError(422, "Validation failed: Endpoint can't be blank");
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return value;
  } catch {
    // refused below
  }
  throw unprocessable('Endpoint is not a valid URL');
}

function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim();
}

const TITLES: Record<string, (name: string) => string> = {
  mention: (name) => `${name} mentioned you`,
  status: (name) => `${name} just posted`,
  reblog: (name) => `${name} boosted your post`,
  follow: (name) => `${name} is now following you`,
  follow_request: (name) => `${name} wants to follow you`,
  favourite: (name) => `${name} favorited your post`,
  poll: () => 'A poll has ended',
  update: (name) => `${name} edited a post`,
  quote: (name) => `${name} quoted your post`,
};

interface NotificationJson {
  id: string;
  type: string;
  account?: { id: string; display_name?: string; username?: string; avatar?: string };
  status?: { content?: string; spoiler_text?: string } | null;
}

/** Mastodon's push payload for a notification, as the recipient's subscription receives it. */
function payloadFor(subscription: PushSubscriptionRecord, notification: NotificationJson) {
  const name = notification.account?.display_name || notification.account?.username || 'Someone';
  const status = notification.status;
  const body = status
    ? status.spoiler_text || plainText(status.content ?? '')
    : `@${notification.account?.username ?? ''}`;
  return {
    access_token: subscription.token,
    preferred_locale: 'en',
    notification_id: notification.id,
    notification_type: notification.type,
    icon: notification.account?.avatar ?? '',
    title: (TITLES[notification.type] ?? ((who: string) => `New notification from ${who}`))(name),
    body: body.length > 140 ? `${body.slice(0, 139)}…` : body,
  } satisfies MastodonPushPayload;
}

function policyAllows(ctx: SandboxContext, subscription: PushSubscriptionRecord, fromId: string) {
  const { store } = ctx;
  switch (subscription.policy) {
    case 'none':
      return false;
    case 'followed':
      return store.hasEdge(store.following, subscription.accountId, fromId);
    case 'follower':
      return store.hasEdge(store.following, fromId, subscription.accountId);
    default:
      return true;
  }
}

/**
 * GET/POST/PUT/DELETE /api/v1/push/subscription (one subscription per access token, as in
 * Mastodon); new notifications are pushed to the subscriptions whose alerts and policy take
 * them; POST /_sandbox/push sends a push message on demand.
 */
const push: RouteFamily = (app, ctx) => {
  const subscriptions = () => pushState(ctx.store).byToken;

  // New notifications are pushed from the first subscription on (the bus outlives resets).
  let delivering = false;
  const deliverNotifications = () => {
    if (delivering) return;
    delivering = true;
    ctx.bus.subscribe((event) => {
      if (event.event !== 'notification' || !('accountId' in event.audience)) return;
      const { accountId } = event.audience;
      const notification = event.payload(accountId) as NotificationJson;
      for (const subscription of subscriptions().values()) {
        if (subscription.accountId !== accountId) continue;
        const type = notification.type as keyof PushSubscriptionRecord['alerts'];
        if (!subscription.alerts[type]) continue;
        if (!policyAllows(ctx, subscription, notification.account?.id ?? '')) continue;
        void sendPush(subscription, payloadFor(subscription, notification));
      }
    });
  };

  app.get('/api/v1/push/subscription', (request) => {
    const token = requireToken(ctx, request, SCOPE);
    requireUser(ctx, request);
    const subscription = subscriptions().get(token.token);
    if (!subscription) throw notFound();
    return serializeSubscription(subscription);
  });

  app.post('/api/v1/push/subscription', (request) => {
    const token = requireToken(ctx, request, SCOPE);
    const account = requireUser(ctx, request);
    const params = bodyAsParams(request.body);
    const given = object(params.subscription);
    const keys = object(given.keys);
    const endpoint = validEndpoint(asString(given.endpoint));
    const p256dh = asString(keys.p256dh);
    const auth = asString(keys.auth);
    if (!p256dh || !auth) throw unprocessable("Key p256dh and key auth can't be blank");
    const state = pushState(ctx.store);
    const subscription: PushSubscriptionRecord = {
      id: String(state.nextId++),
      token: token.token,
      accountId: account.id,
      endpoint,
      p256dh,
      auth,
      standard: asBoolean(given.standard) ?? false,
      alerts: alertsFrom(object(params.data)),
      policy: policyFrom(params, 'all'),
      createdAt: Date.now(),
    };
    // A new subscription replaces the token's previous one.
    state.byToken.set(token.token, subscription);
    deliverNotifications();
    return serializeSubscription(subscription);
  });

  app.put('/api/v1/push/subscription', (request) => {
    const token = requireToken(ctx, request, SCOPE);
    requireUser(ctx, request);
    const subscription = subscriptions().get(token.token);
    if (!subscription) throw notFound();
    const params = bodyAsParams(request.body);
    subscription.alerts = alertsFrom(object(params.data), subscription.alerts);
    subscription.policy = policyFrom(params, subscription.policy);
    return serializeSubscription(subscription);
  });

  app.delete('/api/v1/push/subscription', (request) => {
    const token = requireToken(ctx, request, SCOPE);
    requireUser(ctx, request);
    subscriptions().delete(token.token);
    return {};
  });

  app.post('/_sandbox/push', async (request) => {
    const params = bodyAsParams(request.body);
    const account = ctx.store.findLocalAccountByLogin(asString(params.account) ?? 'alice');
    if (!account) throw notFound();
    const targets = [...subscriptions().values()].filter(
      (subscription) => subscription.accountId === account.id,
    );
    if (targets.length === 0)
      throw new ApiError(404, `${account.username} has no push subscription`);
    const type = asString(params.notification_type) ?? 'mention';
    const newest = ctx.store.notifications.get(account.id)?.at(-1);
    const deliveries = await Promise.all(
      targets.map((subscription) =>
        sendPush(subscription, {
          ...payloadFor(subscription, { id: newest?.id ?? '1', type }),
          ...(asString(params.title) ? { title: asString(params.title)! } : {}),
          ...(asString(params.body) ? { body: asString(params.body)! } : {}),
          ...(asString(params.notification_id)
            ? { notification_id: asString(params.notification_id)! }
            : {}),
        }),
      ),
    );
    return {
      deliveries: deliveries.map((delivery) => ({
        subscription_id: delivery.subscriptionId,
        status: delivery.status,
        ...(delivery.error ? { error: delivery.error } : {}),
      })),
    };
  });
};

export default push;
