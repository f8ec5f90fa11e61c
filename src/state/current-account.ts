import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { verifyCredentials } from '../api/credentials';
import { accountKey, toStoredInfo } from '../lib/accounts';
import { useAccountsStore } from './accounts';
import { STALE_TIME } from './query-client';
import { queryKeys } from './query-keys';
import { useSession } from './session';

/**
 * Verifies the current account's token (at most once a minute), keeps its stored info fresh
 * and its lastAccessedAt current. A revoked or expired token shows as a 401 error here.
 */
export function useCurrentAccountCheck() {
  const { account, instance, client } = useSession();
  const query = useQuery({
    queryKey: queryKeys.currentAccount(instance, account?.info.id ?? ''),
    queryFn: () => verifyCredentials(client),
    staleTime: STALE_TIME.currentAccount,
    enabled: account !== null,
  });
  const key = account ? accountKey(account) : null;
  const data = query.data;
  useEffect(() => {
    if (!key || !data) return;
    const { updateInfo, touch } = useAccountsStore.getState();
    updateInfo(key, toStoredInfo(data));
    touch(key);
  }, [key, data]);
  return query;
}
