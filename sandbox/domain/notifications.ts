import type { SandboxContext } from '../context';
import { serializeNotification } from '../serializers/notification';
import type { NotificationRecord, NotificationType } from '../store/types';
import { isDomainBlocked } from '../store/user-state';
import { inMutedConversation, mutesNotificationsFrom } from '../store/conversations';
import { fileFilteredNotification, policyVerdict } from './notification-policy';

const GROUPED_TYPES: NotificationType[] = ['favourite', 'reblog', 'follow'];

export function notify(
  ctx: SandboxContext,
  input: {
    accountId: string;
    fromAccountId: string;
    type: NotificationType;
    statusId?: string | null;
    createdAt?: number;
  },
): NotificationRecord | null {
  const { store } = ctx;
  if (input.accountId === input.fromAccountId) return null;
  const recipient = store.accounts.get(input.accountId);
  if (!recipient || recipient.domain !== null) return null;
  if (
    store.hasEdge(store.blocks, input.accountId, input.fromAccountId) ||
    mutesNotificationsFrom(store, input.accountId, input.fromAccountId) ||
    inMutedConversation(store, input.accountId, input.statusId ?? null) ||
    isDomainBlocked(store, input.accountId, store.accounts.get(input.fromAccountId)?.domain ?? null)
  )
    return null;
  const verdict = policyVerdict(ctx, { ...input, statusId: input.statusId ?? null });
  if (verdict === 'drop') return null;
  const createdAt = input.createdAt ?? store.now();
  const id = store.newId(createdAt);
  const statusId = input.statusId ?? null;
  const groupKey = GROUPED_TYPES.includes(input.type)
    ? `${input.type}-${statusId ?? input.accountId}-${Math.floor(createdAt / 3_600_000)}`
    : `ungrouped-${id}`;
  const notification: NotificationRecord = {
    id,
    accountId: input.accountId,
    fromAccountId: input.fromAccountId,
    type: input.type,
    statusId,
    createdAt,
    groupKey,
  };
  store.addNotification(notification);
  if (verdict === 'filter') {
    fileFilteredNotification(ctx, notification);
    return notification;
  }
  ctx.bus.publish({
    event: 'notification',
    audience: { accountId: input.accountId },
    streams: [['user'], ['user:notification']],
    payload: () => serializeNotification(ctx, notification),
  });
  return notification;
}
