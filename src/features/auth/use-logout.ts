import { useCallback } from 'react';
import { revokeToken } from '../../api/oauth';
import { accountKey, type StoredAccount } from '../../lib/accounts';
import { useAccountsStore } from '../../state/accounts';

/**
 * Logs an account out: revokes its token on the server, then forgets it here (removing the
 * account ends its session and its stored records, see state/session.ts).
 */
export function useLogout(): (account: StoredAccount) => Promise<void> {
  return useCallback(async (account: StoredAccount) => {
    await revokeToken(account);
    useAccountsStore.getState().removeAccount(accountKey(account));
  }, []);
}
