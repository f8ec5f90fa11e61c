import { makeAccount, makeStatus } from '../status-fixture';
import type { Notification } from './model';

// Test data only.

export function makeNotification(
  id: string,
  type: string,
  options: { from?: string; statusId?: string; at?: string; groupKey?: string } = {},
): Notification {
  const from = options.from ?? 'erin';
  return {
    id,
    type,
    createdAt: options.at ?? '2026-11-20T12:00:00.000Z',
    groupKey: options.groupKey ?? `ungrouped-${id}`,
    account: makeAccount({ id: `account-${from}`, username: from, displayName: from }),
    status: options.statusId ? makeStatus({ id: options.statusId }) : undefined,
  } as unknown as Notification;
}

export function minutesAfter(base: string, minutes: number): string {
  return new Date(Date.parse(base) + minutes * 60_000).toISOString();
}
