import { useQuery, useQueryClient } from '@tanstack/react-query';
import { resolveStatusUrl } from '../api/resolve';
import { UnfurlQueue, type UnfurledLink } from '../lib/unfurl-queue';
import { queryKeys } from './query-keys';
import { useSession } from './session';

/**
 * The post a link points to, resolved on the session's instance, or undefined while unknown or when
 * it can't be resolved ('No results' is remembered by the queue and never asked again).
 * Links are resolved one job per second through the session's own queue; resolved posts go into
 * the query cache (and so the post store) where the card reads them.
 */
export function useUnfurledLink(url: string | undefined): UnfurledLink | undefined {
  const session = useSession();
  const { instance, isLoggedIn, client } = session;
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.unfurl(instance, url ?? ''),
    queryFn: () => {
      const queue = session.resource(
        'unfurl',
        () =>
          new UnfurlQueue({
            instance,
            resolve: async (link, signal) => {
              const statuses = await resolveStatusUrl(client, link, signal);
              for (const status of statuses) {
                queryClient.setQueryData(queryKeys.status(instance, status.id), status);
              }
              return statuses;
            },
          }),
        (created) => created.clear(),
      );
      return queue.unfurl(url ?? '');
    },
    // Resolving with search needs an account on most servers.
    enabled: Boolean(url) && isLoggedIn,
    staleTime: Infinity,
    retry: false,
  });
  return query.data;
}
