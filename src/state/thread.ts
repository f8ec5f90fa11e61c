import { useQuery } from '@tanstack/react-query';
import { queryKeys } from './query-keys';
import { useMastoClientFor } from './session';

/**
 * The ancestors and descendants of a post, read from `instance`. Its posts go into the account's
 * post store with it, so thread numbers and a later visit to any of them find them there.
 */
export function useThreadContext(instance: string, id: string) {
  const client = useMastoClientFor(instance);
  return useQuery({
    queryKey: queryKeys.statusContext(instance, id),
    queryFn: async () => await client.v1.statuses.$select(id).context.fetch(),
  });
}
