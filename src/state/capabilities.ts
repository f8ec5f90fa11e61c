import { useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { isNotFound } from '../api/errors';
import {
  detectCapabilities,
  signUpUrl,
  withMissing,
  type Capabilities,
  type Capability,
} from '../lib/capabilities';
import { useInstance, useNodeInfo } from './instance-queries';
import { queryKeys } from './query-keys';

const NONE: Capability[] = [];

/**
 * Records that `instance` lacks `capability` (an endpoint answered 404), for the rest of the
 * session: the marks live in the session's query cache and are never collected.
 */
export function markCapabilityMissing(
  queryClient: QueryClient,
  instance: string,
  capability: Capability,
): void {
  const key = queryKeys.missingCapabilities(instance);
  queryClient.setQueryDefaults(key, { gcTime: Infinity, staleTime: Infinity });
  queryClient.setQueryData<Capability[]>(key, (marked = NONE) =>
    marked.includes(capability) ? marked : [...marked, capability],
  );
}

function useMissingCapabilities(instance: string): Capability[] {
  const { data } = useQuery({
    queryKey: queryKeys.missingCapabilities(instance),
    queryFn: () => NONE,
    initialData: NONE,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return data;
}

export interface InstanceCapabilities {
  capabilities: Capabilities;
  /** True until the instance record and node info have been tried (each may fail: defaults). */
  isPending: boolean;
  /** The instance's own sign-up page when registrations are open, else null. */
  signUpUrl: string | null;
}

/** What `instance` offers, from its instance record, node info and the 404s seen this session. */
export function useCapabilities(instance: string): InstanceCapabilities {
  const record = useInstance(instance);
  const nodeInfo = useNodeInfo(instance);
  const missing = useMissingCapabilities(instance);
  const recordData = record.data ?? null;
  const nodeInfoData = nodeInfo.data ?? null;
  const capabilities = useMemo(
    () => withMissing(detectCapabilities(recordData, nodeInfoData), missing),
    [recordData, nodeInfoData, missing],
  );
  return {
    capabilities,
    isPending: record.isPending || nodeInfo.isPending,
    signUpUrl: signUpUrl(instance, recordData, nodeInfoData),
  };
}

function isTrendingTimeline(descriptor: unknown): boolean {
  return (descriptor as { type?: unknown } | undefined)?.type === 'trending';
}

/**
 * The capability a query's 404 shows missing, with the instance it was read from. A 404 on a
 * post's quotes counts only when the post itself was found (otherwise the post is what is missing).
 */
export function capabilityOfQuery(
  key: QueryKey,
  queryClient: QueryClient,
): { instance: string; capability: Capability } | null {
  const [kind, instance, detail] = key;
  if (typeof instance !== 'string') return null;
  // Trending news is younger than trending posts and hashtags: its 404 only empties its own tab.
  if (
    (kind === 'trends' && detail === 'tags') ||
    (kind === 'timeline' && isTrendingTimeline(detail))
  ) {
    return { instance, capability: 'trends' };
  }
  if (kind === 'scheduled-statuses' && detail === undefined) {
    return { instance, capability: 'scheduledPosts' };
  }
  if (kind === 'status-quotes' && typeof detail === 'string') {
    const found = queryClient.getQueryData(queryKeys.status(instance, detail)) !== undefined;
    return found ? { instance, capability: 'quotes' } : null;
  }
  return null;
}

/** Watches the session's queries: an endpoint answering 404 marks its capability missing. */
export function useNotFoundCapabilityMarks(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (!isNotFound(event.action.error)) return;
        const key: QueryKey = event.query.queryKey as QueryKey;
        const found = capabilityOfQuery(key, queryClient);
        if (found) markCapabilityMissing(queryClient, found.instance, found.capability);
      }),
    [queryClient],
  );
}
