import type { Store } from './store';

export type ReportCategory = 'spam' | 'legal' | 'violation' | 'other';
export const REPORT_CATEGORIES: ReportCategory[] = ['spam', 'legal', 'violation', 'other'];

export interface ReportRecord {
  id: string;
  accountId: string;
  targetAccountId: string;
  category: ReportCategory;
  comment: string;
  statusIds: string[];
  ruleIds: string[];
  forwarded: boolean;
  createdAt: number;
}

/** Reports filed since the last reset; they hang off the Store so a reset forgets them. */
const reports = new WeakMap<Store, ReportRecord[]>();

export function reportsOf(store: Store): ReportRecord[] {
  let list = reports.get(store);
  if (!list) reports.set(store, (list = []));
  return list;
}
