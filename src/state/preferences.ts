import { useQuery } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { STALE_TIME } from './query-client';
import { queryKeys } from './query-keys';
import { useSession } from './session';

/**
 * The account's posting preferences (default visibility, language, sensitivity); null when the
 * server has none to give (failures are silent, SPEC §8: the composer then uses its own defaults).
 */
export function usePreferences() {
  const session = useSession();
  const accountId = session.account?.info.id ?? '';
  return useQuery({
    queryKey: queryKeys.preferences(session.instance, accountId),
    queryFn: async (): Promise<mastodon.v1.Preference | null> =>
      await session.client.v1.preferences.fetch().catch(() => null),
    enabled: session.isLoggedIn,
    staleTime: STALE_TIME.preferences,
    retry: false,
  });
}
