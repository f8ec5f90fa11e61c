import { useQuery } from '@tanstack/react-query';
import { retryUnlessNotFound } from '../api/not-found';
import { queryKeys } from './query-keys';
import { useMastoClientFor } from './session';

/** One post, read from `instance` (anonymously when it is not the session's instance). */
export function useStatus(instance: string, id: string) {
  const client = useMastoClientFor(instance);
  return useQuery({
    queryKey: queryKeys.status(instance, id),
    queryFn: () => client.v1.statuses.$select(id).fetch(),
    retry: retryUnlessNotFound,
  });
}
