import { accountKey, type StoredAccount } from './accounts';

export interface AccountParamResult {
  /** The stored account the address names (null: none named, or not stored here). */
  switchTo: string | null;
  /** The search string without `account` ('' when nothing is left). */
  search: string;
}

/**
 * Reads `?account=<account key>` (a push notification's click opens
 * `#/notifications?account=…`): which stored account to switch to, and the address without it.
 * Returns null when the address names no account.
 */
export function readAccountParam(
  search: string,
  accounts: readonly StoredAccount[],
): AccountParamResult | null {
  const params = new URLSearchParams(search);
  const named = params.get('account');
  if (named === null) return null;
  params.delete('account');
  const rest = params.toString();
  const found = accounts.find((account) => accountKey(account) === named);
  return { switchTo: found ? accountKey(found) : null, search: rest ? `?${rest}` : '' };
}
