import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import PQueue from 'p-queue';
import { mayBeInThread, threadNumberOrNull } from '../../lib/thread-number';
import { queryKeys } from '../../state/query-keys';
import { postKey } from '../../lib/post-key';
import { useSession } from '../../state/session';

export const THREAD_FETCH_SPACING_MS = 100;

// Parent fetches from every post on screen share one queue, spaced 100 ms apart.
const fetchQueue = new PQueue({
  concurrency: 1,
  interval: THREAD_FETCH_SPACING_MS,
  intervalCap: 1,
});

/** The post's 1-based position in its author's self-thread, or null (not a thread, or too far up). */
export function useThreadNumber(post: mastodon.v1.Status, instance: string): number | null {
  const queryClient = useQueryClient();
  const session = useSession();
  const client = session.clientFor(instance);
  const query = useQuery({
    queryKey: queryKeys.threadNumber(instance, post.id),
    queryFn: () =>
      threadNumberOrNull(post, {
        getCached: (id) => session.posts.get(postKey(instance, id)),
        fetchStatus: async (id) => {
          const parent = await fetchQueue.add(() => client.v1.statuses.$select(id).fetch());
          queryClient.setQueryData(queryKeys.status(instance, id), parent);
          return parent;
        },
      }),
    enabled: mayBeInThread(post),
    staleTime: Infinity,
    retry: false,
  });
  return query.data ?? null;
}
