import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { isNotFound, LoginRequiredError } from '../api/errors';
import { listsHoldingAccount, type ListSettings } from '../lib/lists';
import { useAccountPages } from './accounts-queries';
import { markCapabilityMissing } from './capabilities';
import { queryKeys } from './query-keys';
import { useMastoClient, useSession } from './session';

/** The session account's lists, sorted by title. */
export function useLists() {
  const client = useMastoClient();
  const { instance, isLoggedIn } = useSession();
  return useQuery({
    queryKey: queryKeys.lists(instance),
    queryFn: async (): Promise<mastodon.v1.List[]> => {
      if (!isLoggedIn) throw new LoginRequiredError();
      const lists = await client.v1.lists.list();
      return [...lists].sort((a, b) => a.title.localeCompare(b.title));
    },
  });
}

/** One list, read from the index when it is cached. */
export function useList(id: string) {
  const client = useMastoClient();
  const queryClient = useQueryClient();
  const { instance, isLoggedIn } = useSession();
  return useQuery({
    queryKey: queryKeys.list(instance, id),
    queryFn: async () => await client.v1.lists.$select(id).fetch(),
    initialData: () =>
      queryClient
        .getQueryData<mastodon.v1.List[]>(queryKeys.lists(instance))
        ?.find((list) => list.id === id),
    enabled: isLoggedIn,
  });
}

export type ListChange =
  | { kind: 'create'; title: string }
  | { kind: 'rename'; id: string; title: string }
  | { kind: 'update'; id: string; settings: Partial<ListSettings> }
  | { kind: 'delete'; id: string };

/** Only the settings given are sent; masto.js's own params lack `replies_policy`. */
function updateParams(settings: Partial<ListSettings>) {
  return {
    ...(settings.title !== undefined && { title: settings.title }),
    ...(settings.repliesPolicy !== undefined && { repliesPolicy: settings.repliesPolicy }),
    ...(settings.exclusive !== undefined && { exclusive: settings.exclusive }),
  } as { title: string };
}

/** Creates, renames or deletes a list, then refreshes the index. */
export function useChangeList() {
  const client = useMastoClient();
  const session = useSession();
  const { queryClient, instance } = session;
  return useMutation({
    mutationFn: async (change: ListChange) => {
      switch (change.kind) {
        case 'create':
          return await client.v1.lists.create({ title: change.title });
        case 'rename':
          return await client.v1.lists.$select(change.id).update({ title: change.title });
        case 'update':
          return await client.v1.lists.$select(change.id).update(updateParams(change.settings));
        case 'delete':
          await client.v1.lists.$select(change.id).remove();
          return null;
      }
    },
    onSuccess: (updated, change) => {
      if (updated && change.kind !== 'create') {
        queryClient.setQueryData(queryKeys.list(instance, change.id), updated);
      }
      return queryClient.invalidateQueries({ queryKey: queryKeys.lists(instance), exact: true });
    },
    onError: (error, change) => {
      // A server that lists lists but cannot change them (snac) answers the update with 404.
      if ((change.kind === 'update' || change.kind === 'rename') && isNotFound(error)) {
        markCapabilityMissing(session, instance, 'listSettings');
      }
    },
  });
}

/** A list's members, page by page. */
export function useListMembers(id: string) {
  const { instance } = useSession();
  // Mastodon answers as many members as asked while there are more: a short page is the last.
  return useAccountPages(
    instance,
    queryKeys.listMembers(instance, id),
    (client, params) => client.v1.lists.$select(id).accounts.list.$raw(params),
    { endsOnShortPage: true },
  );
}

/** Every member of a list (`limit=0`), for servers that cannot say which lists hold an account. */
async function allMembers(client: mastodon.rest.Client, id: string) {
  return await client.v1.lists.$select(id).accounts.list({ limit: 0 });
}

/**
 * The ids of the session's lists that hold `accountId`. A server without
 * `/accounts/:id/lists` (snac) is answered from each list's members.
 */
export function useAccountLists(accountId: string, enabled = true) {
  const client = useMastoClient();
  const { instance, isLoggedIn } = useSession();
  return useQuery({
    queryKey: queryKeys.accountLists(instance, accountId),
    queryFn: async (): Promise<string[]> => {
      try {
        const lists = await client.v1.accounts.$select(accountId).lists.list();
        return lists.map((list) => list.id);
      } catch (error) {
        if (!isNotFound(error)) throw error;
        const lists = await client.v1.lists.list();
        const members = await Promise.all(
          lists.map(async (list) => [list.id, await allMembers(client, list.id)] as const),
        );
        return listsHoldingAccount(new Map(members), accountId);
      }
    },
    enabled: isLoggedIn && enabled,
  });
}

export type MembershipChange = { listId: string; accountId: string; add: boolean };

/** Adds an account to a list or takes it out; the list's members and the account's lists follow. */
export function useChangeListMembership() {
  const client = useMastoClient();
  const queryClient = useQueryClient();
  const { instance } = useSession();
  return useMutation({
    mutationFn: async ({ listId, accountId, add }: MembershipChange) => {
      const accounts = client.v1.lists.$select(listId).accounts;
      if (add) await accounts.create({ accountIds: [accountId] });
      else await accounts.remove({ accountIds: [accountId] });
    },
    onSuccess: (_, { listId, accountId, add }) => {
      queryClient.setQueryData<string[]>(queryKeys.accountLists(instance, accountId), (ids) =>
        ids === undefined
          ? ids
          : add
            ? [...ids.filter((id) => id !== listId), listId]
            : ids.filter((id) => id !== listId),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.listMembers(instance, listId) });
      void queryClient.invalidateQueries({
        queryKey: queryKeys.timeline(instance, { type: 'list', id: listId }),
      });
    },
  });
}

/** Accounts the session's account follows whose name or handle matches `q` (for adding members). */
export function useFollowingSearch(q: string) {
  const client = useMastoClient();
  const { instance, isLoggedIn } = useSession();
  const query = q.trim();
  return useQuery({
    queryKey: queryKeys.followingSearch(instance, query),
    queryFn: async ({ signal }) =>
      await client.v1.accounts.search.list(
        { q: query, following: true, limit: 10, resolve: false },
        { requestInit: { signal } },
      ),
    enabled: isLoggedIn && query.length > 0,
    retry: false,
  });
}
