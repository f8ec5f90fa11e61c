import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorized, queryRetryPolicy } from '../api/errors';

/** How long fetched data counts as fresh. */
export const STALE_TIME = {
  default: 30_000,
  /** The current account is re-verified at most once a minute. */
  currentAccount: 60_000,
  preferences: 60_000,
  instance: 60 * 60_000,
} as const;

/** Unused query data is dropped after this long, which bounds memory on long sessions. */
export const GC_TIME = 5 * 60_000;

/**
 * A query cache for one account's session (see session.ts): never shared between accounts.
 * `onUnauthorized` hears of every request the server refused for the session's token.
 */
export function createQueryClient(onUnauthorized: () => void = () => undefined): QueryClient {
  const onError = (error: unknown) => {
    if (isUnauthorized(error)) onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME.default,
        gcTime: GC_TIME,
        refetchOnWindowFocus: false,
        ...queryRetryPolicy,
      },
    },
  });
}
