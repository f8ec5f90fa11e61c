import { QueryClient } from '@tanstack/react-query';
import { queryRetryPolicy } from '../api/errors';

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

const clients = new Map<string, QueryClient>();

function createQueryClient(): QueryClient {
  return new QueryClient({
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

/** One query cache per `instance:account`, so switching account never shows another account's data. */
export function queryClientFor(scopeKey: string): QueryClient {
  let client = clients.get(scopeKey);
  if (!client) {
    client = createQueryClient();
    clients.set(scopeKey, client);
  }
  return client;
}

/** Drops a scope's cache (on logout) or every cache (in tests). */
export function dropQueryClient(scopeKey?: string): void {
  if (scopeKey === undefined) {
    clients.forEach((client) => client.clear());
    clients.clear();
    return;
  }
  clients.get(scopeKey)?.clear();
  clients.delete(scopeKey);
}
