import { useCallback } from 'react';
import { forgetRestClient } from '../../api/clients';
import { forgetCredentials } from '../../api/credentials';
import { revokeToken } from '../../api/oauth';
import { accountKey, type StoredAccount } from '../../lib/accounts';
import { useAccountsStore } from '../../state/accounts';
import { dropQueryClient } from '../../state/query-client';
import { sessionFor } from '../../state/session';

/** Logs an account out: revokes its token on the server, then forgets it here. */
export function useLogout(): (account: StoredAccount) => Promise<void> {
  return useCallback(async (account: StoredAccount) => {
    await revokeToken(account);
    useAccountsStore.getState().removeAccount(accountKey(account));
    forgetRestClient(account.instanceURL, account.accessToken);
    forgetCredentials(account.instanceURL, account.accessToken);
    dropQueryClient(sessionFor(account).scopeKey);
  }, []);
}
