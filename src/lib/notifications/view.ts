import type { NotificationsApi } from './api-choice';
import { excludedTypes, type TypeFilter } from './kinds';

/** What a notifications list shows: the key of its query and the parameters of its requests. */
export interface NotificationsView {
  api: NotificationsApi;
  /** `mentions`: only mentions; `all`: everything but the hidden types. */
  tab: 'all' | 'mentions';
  /** `exclude_types[]` (sorted, so equal views share one query). */
  excludeTypes: string[];
  /** Only this account's notifications, filtered ones included (a notification request). */
  accountId?: string;
}

export function notificationsView(
  api: NotificationsApi,
  tab: 'all' | 'mentions',
  hidden: readonly TypeFilter[],
): NotificationsView {
  return { api, tab, excludeTypes: tab === 'all' ? excludedTypes(hidden) : [] };
}

/** The list request's filter parameters for a view. */
export function viewParams(view: NotificationsView): {
  types?: string[];
  excludeTypes?: string[];
  accountId?: string;
  includeFiltered?: boolean;
} {
  if (view.accountId) return { accountId: view.accountId, includeFiltered: true };
  if (view.tab === 'mentions') return { types: ['mention'] };
  return view.excludeTypes.length > 0 ? { excludeTypes: view.excludeTypes } : {};
}
