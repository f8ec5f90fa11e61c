import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { LoginRequiredError } from '../api/errors';
import { retryUnlessNotFound } from '../api/not-found';
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
    retry: retryUnlessNotFound,
  });
}

export type ListChange =
  | { kind: 'create'; title: string }
  | { kind: 'rename'; id: string; title: string }
  | { kind: 'delete'; id: string };

/** Creates, renames or deletes a list, then refreshes the index. */
export function useChangeList() {
  const client = useMastoClient();
  const queryClient = useQueryClient();
  const { instance } = useSession();
  return useMutation({
    mutationFn: async (change: ListChange) => {
      switch (change.kind) {
        case 'create':
          return await client.v1.lists.create({ title: change.title });
        case 'rename':
          return await client.v1.lists.$select(change.id).update({ title: change.title });
        case 'delete':
          await client.v1.lists.$select(change.id).remove();
          return null;
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.lists(instance) }),
  });
}
