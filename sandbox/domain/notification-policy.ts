import type { SandboxContext } from '../context';
import type { NotificationRecord, NotificationType } from '../store/types';
import {
  notificationPolicyOf,
  type NotificationPolicyRecord,
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

/** API v1's booleans and the v2 rules they stand for (v1 has no rule for limited accounts). */
export const V1_POLICY_FLAGS: [string, keyof NotificationPolicyRecord][] = [
  ['filter_not_following', 'forNotFollowing'],
  ['filter_not_followers', 'forNotFollowers'],
  ['filter_new_accounts', 'forNewAccounts'],
  ['filter_private_mentions', 'forPrivateMentions'],
];

/** A policy as v1 shows it, as Mastodon does: a rule that does not accept filters. */
export function policyAsV1Flags(policy: NotificationPolicyRecord): Record<string, boolean> {
  return Object.fromEntries(
    V1_POLICY_FLAGS.map(([flag, rule]) => [flag, policy[rule] !== 'accept']),
  );
}

/** A policy with v1 booleans applied, as Mastodon does: `true` filters, `false` accepts. */
export function withV1Flags(
  policy: NotificationPolicyRecord,
  flags: Partial<Record<string, boolean>>,
): NotificationPolicyRecord {
  const result = { ...policy };
  for (const [flag, rule] of V1_POLICY_FLAGS) {
    const value = flags[flag];
    if (value !== undefined) result[rule] = value ? 'filter' : 'accept';
  }
  return result;
}
