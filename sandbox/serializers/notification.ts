import type { SandboxContext } from '../context';
import type { NotificationRecord } from '../store/types';
import { serializeAccount } from './account';
import { serializeStatus } from './status';
import { iso } from './urls';

export function serializeNotification(ctx: SandboxContext, notification: NotificationRecord) {
  const from = ctx.store.accounts.get(notification.fromAccountId)!;
  const status = notification.statusId ? ctx.store.statuses.get(notification.statusId) : undefined;
  return {
    id: notification.id,
    type: notification.type,
    created_at: iso(notification.createdAt),
    group_key: notification.groupKey,
    account: serializeAccount(ctx, from),
    ...(status
      ? {
          status: serializeStatus(ctx, status, {
            viewerId: notification.accountId,
            filterContext: 'notifications',
          }),
        }
      : {}),
  };
}
