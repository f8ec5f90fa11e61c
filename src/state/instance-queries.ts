import { useQuery } from '@tanstack/react-query';
import { loadInstance } from '../api/instance';
import { loadNodeInfo } from '../api/nodeinfo';
import { STALE_TIME } from './query-client';
import { queryKeys } from './query-keys';

/**
 * The instance record (null when it could not be fetched and none is stored). A null host asks
 * nothing (no instance to ask: see useCapabilities).
 */
export function useInstance(host: string | null) {
  return useQuery({
    queryKey: queryKeys.instance(host ?? ''),
    queryFn: () => loadInstance(host ?? ''),
    staleTime: STALE_TIME.instance,
    enabled: host !== null,
  });
}

export function useNodeInfo(host: string | null) {
  return useQuery({
    queryKey: queryKeys.nodeInfo(host ?? ''),
    queryFn: () => loadNodeInfo(host ?? ''),
    staleTime: STALE_TIME.instance,
    enabled: host !== null,
  });
}
