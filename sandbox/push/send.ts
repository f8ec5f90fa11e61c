import webPush from 'web-push';
import type { PushSubscriptionRecord } from '../store/push-state';
import { VAPID_KEYS } from './vapid';

/** What Mastodon puts in a push message (app/serializers/web/notification_serializer.rb). */
export interface MastodonPushPayload {
  access_token: string;
  preferred_locale: string;
  notification_id: string;
  notification_type: string;
  icon: string;
  title: string;
  body: string;
}

export interface PushDelivery {
  subscriptionId: string;
  status: number | null;
  error?: string;
}

const TIMEOUT_MS = 10_000;

/**
 * Sends one push message: encrypted for the subscription's keys (RFC 8291: aes128gcm, or the
 * legacy aesgcm for a non-standard subscription) and signed with the sandbox's VAPID key
 * (RFC 8292), POSTed to the subscription's endpoint.
 */
export async function sendPush(
  subscription: PushSubscriptionRecord,
  payload: MastodonPushPayload,
): Promise<PushDelivery> {
  const details = webPush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    JSON.stringify(payload),
    {
      vapidDetails: VAPID_KEYS,
      contentEncoding: subscription.standard ? 'aes128gcm' : 'aesgcm',
      TTL: 60 * 60 * 48,
      urgency: 'normal',
    },
  );
  try {
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : null,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    return { subscriptionId: subscription.id, status: response.status };
  } catch (error) {
    return {
      subscriptionId: subscription.id,
      status: null,
      error: error instanceof Error ? error.message : 'delivery failed',
    };
  }
}
