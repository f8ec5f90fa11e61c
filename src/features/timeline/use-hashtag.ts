import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { queryKeys } from '../../state/query-keys';
import { useMastoClient, useMastoClientFor, useSession } from '../../state/session';
import { useFollowTag } from '../../state/tags';

/** A hashtag as the logged-in account sees it (whether it is followed). */
export function useHashtag(name: string, enabled: boolean) {
  const client = useMastoClient();
  const { instance } = useSession();
  return useQuery({
    queryKey: queryKeys.tag(instance, name),
    queryFn: () => client.v1.tags.$select(name).fetch(),
    enabled,
  });
}

/**
 * A hashtag as `instance` knows it; a 404 means no post there has used it. Shares the key of
 * useHashtag, so on the session's own instance it is one request.
 */
export function useTagLookup(instance: string, name: string, enabled: boolean) {
  const client = useMastoClientFor(instance);
  return useQuery({
    queryKey: queryKeys.tag(instance, name),
    queryFn: () => client.v1.tags.$select(name).fetch(),
    enabled,
  });
}

/** Follows or unfollows, then shows the new state on this screen too. */
export function useToggleFollowHashtag(name: string) {
  const { instance } = useSession();
  const queryClient = useQueryClient();
  const follow = useFollowTag();
  return {
    isPending: follow.isPending,
    isError: follow.isError,
    toggle: (following: boolean) =>
      follow.mutate(
        { name, follow: !following },
        {
          onSuccess: (updated: mastodon.v1.Tag) =>
            queryClient.setQueryData(queryKeys.tag(instance, name), updated),
        },
      ),
  };
}
