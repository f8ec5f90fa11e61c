import { useQuery } from '@tanstack/react-query';
import { postKey } from '../lib/post-key';
import { queryKeys } from './query-keys';
import { useSession } from './session';

/**
 * One post, read from `instance` (anonymously when it is not the session's instance). A post the
 * account's store already holds shows at once while the server's copy is fetched.
 */
export function useStatus(instance: string, id: string) {
  const session = useSession();
  const client = session.clientFor(instance);
  return useQuery({
    queryKey: queryKeys.status(instance, id),
    queryFn: () => client.v1.statuses.$select(id).fetch(),
    initialData: () => session.posts.get(postKey(instance, id)),
    initialDataUpdatedAt: 0,
  });
}
