import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { retryUnlessNotFound } from '../api/not-found';
import { nextMaxIdFromLink } from '../lib/link-header';
import { queryKeys } from './query-keys';
import { useMastoClient, useMastoClientFor, useSession } from './session';

/** A profile reference from a route: an id, or a handle starting with '@'. */
export function isHandleReference(reference: string): boolean {
  return reference.startsWith('@');
}

/** An account by id or by `@handle` (looked up through WebFinger on the instance). */
export function useAccount(instance: string, reference: string) {
  const client = useMastoClientFor(instance);
  const queryClient = useQueryClient();
  const byHandle = isHandleReference(reference);
  return useQuery({
    queryKey: byHandle
      ? queryKeys.accountLookup(instance, reference)
      : queryKeys.account(instance, reference),
    queryFn: async (): Promise<mastodon.v1.Account> => {
      if (!byHandle) return await client.v1.accounts.$select(reference).fetch();
      const account = await client.v1.accounts.lookup({ acct: reference.slice(1) });
      queryClient.setQueryData(queryKeys.account(instance, account.id), account);
      return account;
    },
    retry: retryUnlessNotFound,
  });
}

/** How the session's account relates to an account of its own instance; off when logged out. */
export function useRelationship(instance: string, accountId: string | undefined) {
  const client = useMastoClient();
  const session = useSession();
  const enabled = session.isLoggedIn && instance === session.instance && !!accountId;
  return useQuery({
    queryKey: queryKeys.relationship(instance, accountId ?? ''),
    queryFn: async (): Promise<mastodon.v1.Relationship | null> => {
      const [relationship] = await client.v1.accounts.relationships.fetch({ id: [accountId!] });
      return relationship ?? null;
    },
    enabled,
  });
}

export type FollowAction = 'follow' | 'unfollow';

/** Follows or unfollows an account; the relationship the server answers replaces the cached one. */
export function useFollowAccount(accountId: string) {
  const client = useMastoClient();
  const { instance } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: FollowAction) => {
      const account = client.v1.accounts.$select(accountId);
      return action === 'follow' ? await account.follow() : await account.unfollow();
    },
    onSuccess: (relationship) => {
      queryClient.setQueryData(queryKeys.relationship(instance, accountId), relationship);
      void queryClient.invalidateQueries({ queryKey: queryKeys.account(instance, accountId) });
    },
  });
}

export type FollowDirection = 'followers' | 'following';
export const FOLLOWS_PAGE_SIZE = 40;

interface AccountPage {
  accounts: mastodon.v1.Account[];
  nextMaxId: string | undefined;
}

/** An account's followers or the accounts it follows; servers page these by follow, not account, ids. */
export function useAccountFollows(instance: string, id: string, direction: FollowDirection) {
  const client = useMastoClientFor(instance);
  return useInfiniteQuery<
    AccountPage,
    Error,
    InfiniteData<AccountPage, string | undefined>,
    readonly unknown[],
    string | undefined
  >({
    queryKey: queryKeys.accountFollows(instance, id, direction),
    queryFn: async ({ pageParam }) => {
      const resource = client.v1.accounts.$select(id)[direction];
      const response = await resource.list.$raw({ limit: FOLLOWS_PAGE_SIZE, maxId: pageParam });
      return {
        accounts: response.data,
        nextMaxId: nextMaxIdFromLink(response.headers.get('link')),
      };
    },
    initialPageParam: undefined,
    getNextPageParam: (page) => page.nextMaxId,
  });
}
