import { useQuery } from '@tanstack/react-query';
import { loadInstance } from '../api/instance';
import { loadNodeInfo } from '../api/nodeinfo';
import { STALE_TIME } from './query-client';
import { queryKeys } from './query-keys';

/** The instance record (null when it could not be fetched and none is stored). */
export function useInstance(host: string) {
  return useQuery({
    queryKey: queryKeys.instance(host),
    queryFn: () => loadInstance(host),
    staleTime: STALE_TIME.instance,
  });
}

export function useNodeInfo(host: string) {
  return useQuery({
    queryKey: queryKeys.nodeInfo(host),
    queryFn: () => loadNodeInfo(host),
    staleTime: STALE_TIME.instance,
  });
}
