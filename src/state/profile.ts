import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { verifyCredentials } from '../api/credentials';
import { accountKey, toStoredInfo } from '../lib/accounts';
import type { ProfileUpdate } from '../lib/profile-edit';
import { useAccountsStore } from './accounts';
import { queryKeys } from './query-keys';
import { useMastoClient, useSession } from './session';

/** The session's own account with its `source` (plain-text bio and fields), read fresh. */
export function useOwnCredentials() {
  const { account, instance, client } = useSession();
  return useQuery({
    queryKey: queryKeys.currentAccount(instance, account?.info.id ?? ''),
    queryFn: () => verifyCredentials(client),
    staleTime: 0,
    enabled: account !== null,
  });
}

/**
 * Saves the profile (`PATCH update_credentials`, multipart: masto encodes it so, images as
 * files). The answer replaces the stored account record (the account switcher's name and avatar)
 * and the cached profile.
 */
export function useUpdateProfile() {
  const client = useMastoClient();
  const { account, instance } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: ProfileUpdate): Promise<mastodon.v1.AccountCredentials> =>
      await client.v1.accounts.updateCredentials(update),
    onSuccess: (saved) => {
      if (account) useAccountsStore.getState().updateInfo(accountKey(account), toStoredInfo(saved));
      queryClient.setQueryData(queryKeys.currentAccount(instance, saved.id), saved);
      queryClient.setQueryData(queryKeys.account(instance, saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.accountLookups(instance) });
    },
  });
}
