import { queryOptions, useQuery } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { postKey } from '../../lib/post-key';
import { mayBeInThread, threadNumberOrNull } from '../../lib/thread-number';
import { queryKeys } from '../../state/query-keys';
import { useSession, type AccountSession } from '../../state/session';
import { sessionPacedQueue } from '../../state/session-queues';

export const THREAD_FETCH_SPACING_MS = 100;

/** Parent fetches from every post on screen share the session's queue, spaced 100 ms apart. */
function threadFetchQueue(session: AccountSession) {
  return sessionPacedQueue(session, 'thread-fetch-queue', THREAD_FETCH_SPACING_MS);
}

/** The post's 1-based position in its author's self-thread, or null (not a thread, or too far up). */
export function threadNumberQuery(
  session: AccountSession,
  post: mastodon.v1.Status,
  instance: string,
) {
  const client = session.clientFor(instance);
  return queryOptions({
    queryKey: queryKeys.threadNumber(instance, post.id),
    queryFn: () =>
      threadNumberOrNull(post, {
        getCached: (id) => session.posts.get(postKey(instance, id)),
        fetchStatus: async (id) => {
          const parent = await threadFetchQueue(session).add(() =>
            client.v1.statuses.$select(id).fetch(),
          );
          session.queryClient.setQueryData(queryKeys.status(instance, id), parent);
          return parent;
        },
      }),
    staleTime: Infinity,
    retry: false,
  });
}

export function useThreadNumber(post: mastodon.v1.Status, instance: string): number | null {
  const session = useSession();
  const query = useQuery({
    ...threadNumberQuery(session, post, instance),
    enabled: mayBeInThread(post),
  });
  return query.data ?? null;
}
