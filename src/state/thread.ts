import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { queryKeys } from './query-keys';
import { useMastoClientFor } from './session';

/**
 * Puts every post of a thread in the status cache, so thread numbers, the interaction overlay and
 * a later visit to any of them find it without a request.
 */
export function primeStatuses(
  queryClient: QueryClient,
  instance: string,
  statuses: readonly mastodon.v1.Status[],
): void {
  for (const status of statuses) {
    queryClient.setQueryData(queryKeys.status(instance, status.id), status);
  }
}

/** The ancestors and descendants of a post, read from `instance`. */
export function useThreadContext(instance: string, id: string) {
  const client = useMastoClientFor(instance);
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.statusContext(instance, id),
    queryFn: async () => {
      const context = await client.v1.statuses.$select(id).context.fetch();
      primeStatuses(queryClient, instance, context.ancestors);
      primeStatuses(queryClient, instance, context.descendants);
      return context;
    },
  });
}
