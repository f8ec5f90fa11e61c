import type { SandboxContext } from '../context';
import type { NotificationRecord, NotificationType } from '../store/types';
import {
  notificationPolicyOf,
  userState,
  type NotificationRequestRecord,
  type PolicyValue,
} from '../store/user-state';

const NEW_ACCOUNT_MS = 30 * 86_400_000;
/** Notification types Mastodon never filters. */
const UNFILTERABLE: NotificationType[] = [
  'admin.sign_up',
  'admin.report',
  'poll',
  'update',
  'severed_relationships',
  'moderation_warning',
];

const severity: Record<PolicyValue, number> = { accept: 0, filter: 1, drop: 2 };

/** What the recipient's notification policy does with a notification about to be created. */
export function policyVerdict(
  ctx: SandboxContext,
  notification: Pick<NotificationRecord, 'accountId' | 'fromAccountId' | 'type' | 'statusId'>,
): PolicyValue {
  const { store } = ctx;
  const { accountId, fromAccountId } = notification;
  if (UNFILTERABLE.includes(notification.type)) return 'accept';
  if (store.hasEdge(store.following, accountId, fromAccountId)) return 'accept';
  if (userState(store).acceptedSenders.get(accountId)?.has(fromAccountId)) return 'accept';
  const policy = notificationPolicyOf(store, accountId);
  const sender = store.accounts.get(fromAccountId);
  const status = notification.statusId ? store.statuses.get(notification.statusId) : undefined;
  const verdicts: PolicyValue[] = [policy.forNotFollowing];
  if (!store.hasEdge(store.following, fromAccountId, accountId))
    verdicts.push(policy.forNotFollowers);
  if (sender && store.now() - sender.createdAt < NEW_ACCOUNT_MS)
    verdicts.push(policy.forNewAccounts);
  if (
    notification.type === 'mention' &&
    status?.visibility === 'direct' &&
    status.inReplyToAccountId !== accountId
  )
    verdicts.push(policy.forPrivateMentions);
  return verdicts.reduce((worst, value) => (severity[value] > severity[worst] ? value : worst));
}

/** Files a filtered notification under the request for its sender, creating the request if needed. */
export function fileFilteredNotification(
  ctx: SandboxContext,
  notification: NotificationRecord,
): NotificationRequestRecord {
  const state = userState(ctx.store);
  state.filteredNotificationIds.add(notification.id);
  const existing = [...state.notificationRequests.values()].find(
    (request) =>
      request.accountId === notification.accountId &&
      request.fromAccountId === notification.fromAccountId,
  );
  if (existing) {
    existing.notificationIds.push(notification.id);
    existing.updatedAt = notification.createdAt;
    return existing;
  }
  const request: NotificationRequestRecord = {
    // Reusing the first notification id keeps the snowflake sequence (and so every seeded id) unchanged.
    id: notification.id,
    accountId: notification.accountId,
    fromAccountId: notification.fromAccountId,
    notificationIds: [notification.id],
    createdAt: notification.createdAt,
    updatedAt: notification.createdAt,
  };
  state.notificationRequests.set(request.id, request);
  return request;
}
