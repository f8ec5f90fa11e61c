import { useCallback } from 'react';
import { forgetRestClient } from '../../api/clients';
import { forgetCredentials } from '../../api/credentials';
import { revokeToken } from '../../api/oauth';
import { accountKey, type StoredAccount } from '../../lib/accounts';
import { useAccountsStore } from '../../state/accounts';
import { dropQueryClient } from '../../state/query-client';
import { sessionFor } from '../../state/session';
import { useLogoutNotice } from './login-notice';

/**
 * Logs an account out: revokes its token on the server, then forgets it here. When the server
 * did not confirm the revocation, the logout notice says so.
 */
export function useLogout(): (account: StoredAccount) => Promise<void> {
  return useCallback(async (account: StoredAccount) => {
    const revoked = await revokeToken(account);
    useLogoutNotice.setState({ unrevokedOn: revoked ? null : account.instanceURL });
    useAccountsStore.getState().removeAccount(accountKey(account));
    forgetRestClient(account.instanceURL, account.accessToken);
    forgetCredentials(account.instanceURL, account.accessToken);
    dropQueryClient(sessionFor(account).scopeKey);
  }, []);
}
