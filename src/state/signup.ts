import { useQuery } from '@tanstack/react-query';
import { loadSignUpInfo } from '../api/signup';
import { queryKeys } from './query-keys';

/** Registrations and rules of `instance` (null: nothing chosen yet). */
export function useSignUpInfo(instance: string | null) {
  return useQuery({
    queryKey: queryKeys.signUpInfo(instance ?? ''),
    queryFn: () => loadSignUpInfo(instance!),
    enabled: instance !== null,
    retry: false,
    staleTime: 60_000,
  });
}
