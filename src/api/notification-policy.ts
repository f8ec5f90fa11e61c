import type { mastodon } from 'masto';
import type { V1Flag, V1Policy } from '../lib/notification-policy';

/** masto has no v1 policy resource (Mastodon 4.3 kept it for older clients); the API has GET and PUT. */
interface V1PolicyResource {
  fetch(): Promise<V1Policy>;
  update(params: Partial<Record<V1Flag, boolean>>): Promise<V1Policy>;
}

function v1PolicyOf(client: mastodon.rest.Client): V1PolicyResource {
  return (client.v1.notifications as unknown as { policy: V1PolicyResource }).policy;
}

/** GET /api/v1/notifications/policy */
export function fetchNotificationPolicyV1(client: mastodon.rest.Client): Promise<V1Policy> {
  return v1PolicyOf(client).fetch();
}

/** PUT /api/v1/notifications/policy: every flag at once. */
export function updateNotificationPolicyV1(
  client: mastodon.rest.Client,
  flags: Partial<Record<V1Flag, boolean>>,
): Promise<V1Policy> {
  return v1PolicyOf(client).update(flags);
}
