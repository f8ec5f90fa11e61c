import { useEffect } from 'react';
import { useLocation, useNavigate } from '../components/router';
import { readAccountParam } from '../lib/account-param';
import { useAccountsStore } from '../state/accounts';

/**
 * `?account=<key>` in the address switches to that stored account (a push notification's click
 * names the account it was for), then leaves the address without it.
 */
export function useAccountParam(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const { accounts, currentKey, switchAccount } = useAccountsStore.getState();
    const result = readAccountParam(search, accounts);
    if (!result) return;
    if (result.switchTo && result.switchTo !== currentKey) switchAccount(result.switchTo);
    void navigate({ pathname, search: result.search, hash }, { replace: true });
  }, [pathname, search, hash, navigate]);
}
