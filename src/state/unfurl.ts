import { queryOptions, useQuery } from '@tanstack/react-query';
import { resolveStatusUrl } from '../api/resolve';
import { UnfurlQueue, type UnfurledLink } from '../lib/unfurl-queue';
import { queryKeys } from './query-keys';
import { useSession, type AccountSession } from './session';

/** The session's unfurl pacing (one job per second), dropped with the session. */
function unfurlQueue(session: AccountSession): UnfurlQueue {
  return session.resource(
    'unfurl',
    () =>
      new UnfurlQueue({
        instance: session.instance,
        resolve: async (link, signal) => {
          const statuses = await resolveStatusUrl(session.client, link, signal);
          for (const status of statuses) {
            session.queryClient.setQueryData(queryKeys.status(session.instance, status.id), status);
          }
          return statuses;
        },
      }),
    (queue) => queue.clear(),
  );
}

/**
 * The post a link points to, resolved on the session's instance: null when it can't be resolved
 * ('No results', kept like any result and never asked again while cached). Resolved posts go into
 * the query cache (and so the post store) where the card reads them.
 */
export function unfurlQuery(session: AccountSession, url: string) {
  return queryOptions({
    queryKey: queryKeys.unfurl(session.instance, url),
    queryFn: () => unfurlQueue(session).unfurl(url),
    staleTime: Infinity,
    retry: false,
  });
}

/** The post a link points to, or undefined while unknown or when it can't be resolved. */
export function useUnfurledLink(url: string | undefined): UnfurledLink | undefined {
  const session = useSession();
  const query = useQuery({
    ...unfurlQuery(session, url ?? ''),
    // Resolving with search needs an account on most servers.
    enabled: Boolean(url) && session.isLoggedIn,
  });
  return query.data ?? undefined;
}
