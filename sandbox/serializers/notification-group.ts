import type { SandboxContext } from '../context';
import { acctOf } from '../store/store';
import type { NotificationRecord, StatusRecord } from '../store/types';
import { serializeAccount } from './account';
import { serializeStatus } from './status';
import { accountUrl, imageUrl, iso } from './urls';

const SAMPLE_ACCOUNTS = 8;

/** One notification group as it appears on a page: `pageMembers` newest first, `allMembers` up to the page. */
export interface NotificationGroupView {
  key: string;
  pageMembers: NotificationRecord[];
  allMembers: NotificationRecord[];
}

export type ExpandAccounts = 'full' | 'partial_avatars';

function sampleAccountIds(members: NotificationRecord[]): string[] {
  const ids: string[] = [];
  for (const member of members) {
    if (!ids.includes(member.fromAccountId)) ids.push(member.fromAccountId);
    if (ids.length === SAMPLE_ACCOUNTS) break;
  }
  return ids;
}

function serializeGroup(group: NotificationGroupView) {
  const newest = group.pageMembers[0];
  const oldest = group.pageMembers[group.pageMembers.length - 1];
  return {
    group_key: group.key,
    notifications_count: group.allMembers.length,
    type: newest.type,
    most_recent_notification_id: newest.id,
    page_min_id: oldest.id,
    page_max_id: newest.id,
    latest_page_notification_at: iso(newest.createdAt),
    sample_account_ids: sampleAccountIds(group.allMembers),
    ...(newest.statusId ? { status_id: newest.statusId } : {}),
  };
}

function serializePartialAccount(ctx: SandboxContext, accountId: string) {
  const account = ctx.store.accounts.get(accountId)!;
  const avatar = imageUrl(ctx, 'avatar', account.avatarKey);
  return {
    id: account.id,
    acct: acctOf(account),
    url: accountUrl(ctx, account),
    avatar,
    avatar_static: avatar,
    avatar_description: '',
    locked: account.locked,
    bot: account.bot,
  };
}

/** GroupedNotificationsResults: the groups plus every account and status they reference, once each. */
export function serializeGroupedNotifications(
  ctx: SandboxContext,
  viewerId: string,
  groups: NotificationGroupView[],
  expand: ExpandAccounts,
) {
  const serialized = groups.map(serializeGroup);
  const fullIds = new Set<string>();
  const partialIds = new Set<string>();
  serialized.forEach((group) => {
    const isGrouped = !group.group_key.startsWith('ungrouped-');
    group.sample_account_ids.forEach((id, position) => {
      if (expand === 'partial_avatars' && isGrouped && position > 0) partialIds.add(id);
      else fullIds.add(id);
    });
  });
  for (const id of fullIds) partialIds.delete(id);
  const statuses = new Map<string, StatusRecord>();
  for (const group of groups) {
    const statusId = group.pageMembers[0].statusId;
    const status = statusId ? ctx.store.statuses.get(statusId) : undefined;
    if (status) statuses.set(status.id, status);
  }
  return {
    accounts: [...fullIds].map((id) => serializeAccount(ctx, ctx.store.accounts.get(id)!)),
    ...(expand === 'partial_avatars'
      ? { partial_accounts: [...partialIds].map((id) => serializePartialAccount(ctx, id)) }
      : {}),
    statuses: [...statuses.values()].map((status) =>
      serializeStatus(ctx, status, { viewerId, filterContext: 'notifications' }),
    ),
    notification_groups: serialized,
  };
}

/**
 * Mastodon sends `most_recent_notification_id` as a JSON integer. Snowflake ids exceed 2^53, so the number is
 * spliced into the JSON text to keep every digit, exactly as the Rails server writes it.
 */
export function groupedNotificationsJson(body: unknown): string {
  return JSON.stringify(body).replace(
    /"most_recent_notification_id":"(\d+)"/g,
    '"most_recent_notification_id":$1',
  );
}
