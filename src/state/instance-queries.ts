import { useQuery } from '@tanstack/react-query';
import { loadInstance } from '../api/instance';
import { loadNodeInfo } from '../api/nodeinfo';
import { loadPreferences } from '../api/preferences';
import { STALE_TIME } from './query-client';
import { queryKeys } from './query-keys';
import { useSession } from './session';

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

/** The current account's server preferences (null when logged out or unavailable). */
export function usePreferences() {
  const { account, instance, client, scopeKey } = useSession();
  return useQuery({
    queryKey: queryKeys.preferences(instance, account?.info.id ?? ''),
    queryFn: () => loadPreferences(client, scopeKey),
    staleTime: STALE_TIME.preferences,
    enabled: account !== null,
  });
}
