import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { resolveStatusUrl } from '../api/resolve';
import { UnfurlQueue, type UnfurledLink } from '../lib/unfurl-queue';
import { queryKeys } from './query-keys';
import { useMastoClient, useSession } from './session';

const queues = new Map<string, UnfurlQueue>();

/**
 * One queue per session scope (an instance and its account): links are resolved on the reader's
 * own instance, one job per second. Resolved posts go into the query cache so the card can read them.
 */
function queueFor(
  scopeKey: string,
  instance: string,
  client: mastodon.rest.Client,
  queryClient: QueryClient,
): UnfurlQueue {
  let queue = queues.get(scopeKey);
  if (!queue) {
    queue = new UnfurlQueue({
      instance,
      resolve: async (url, signal) => {
        const statuses = await resolveStatusUrl(client, url, signal);
        for (const status of statuses) {
          queryClient.setQueryData(queryKeys.status(instance, status.id), status);
        }
        return statuses;
      },
    });
    queues.set(scopeKey, queue);
  }
  return queue;
}

/** Drops every queue (tests, logout). */
export function resetUnfurlQueues(): void {
  queues.forEach((queue) => queue.clear());
  queues.clear();
}

/**
 * The post a link points to, resolved on the session's instance, or undefined while unknown or when
 * it can't be resolved ('No results' is remembered by the queue and never asked again).
 */
export function useUnfurledLink(url: string | undefined): UnfurledLink | undefined {
  const { scopeKey, instance, isLoggedIn } = useSession();
  const client = useMastoClient();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.unfurl(instance, url ?? ''),
    queryFn: () => queueFor(scopeKey, instance, client, queryClient).unfurl(url ?? ''),
    // Resolving with search needs an account on most servers.
    enabled: Boolean(url) && isLoggedIn,
    staleTime: Infinity,
    retry: false,
  });
  return query.data;
}
