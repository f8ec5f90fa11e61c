import { useCallback } from 'react';
import { revokeToken } from '../../api/oauth';
import { accountKey, type StoredAccount } from '../../lib/accounts';
import { useAccountsStore } from '../../state/accounts';
import { useLogoutNotice } from './login-notice';

/**
 * Logs an account out: turns its push notifications off, revokes its token on the server, then
 * forgets it here (removing the
 * account ends its session and its stored records, see state/session.ts). When the server did
 * not confirm the revocation, the logout notice says so.
 */
export function useLogout(): (account: StoredAccount) => Promise<void> {
  return useCallback(async (account: StoredAccount) => {
    // With the token still valid: its push subscription goes first. The push code is loaded only
    // here and in Settings, never before the first post.
    await import('../../state/push-device')
      .then(({ turnPushOff }) => turnPushOff(account))
      .catch(() => undefined);
    const revoked = await revokeToken(account);
    useLogoutNotice.setState({ unrevokedOn: revoked ? null : account.instanceURL });
    useAccountsStore.getState().removeAccount(accountKey(account));
  }, []);
}
