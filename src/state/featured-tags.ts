import { useMutation, useQuery } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { isNotFound } from '../api/errors';
import { normalizeHashtag } from '../lib/hashtags';
import { markCapabilityMissing } from './capabilities';
import { queryKeys } from './query-keys';
import { useMastoClientFor, useMastoClient, useSession } from './session';

/** The hashtags an account features on its profile, as `instance` knows them. */
export function useAccountFeaturedTags(instance: string, accountId: string) {
  const client = useMastoClientFor(instance);
  return useQuery({
    queryKey: queryKeys.featuredTags(instance, accountId),
    queryFn: async () => await client.v1.accounts.$select(accountId).featuredTags.list(),
    retry: false,
  });
}

/** The session account's most used hashtags, offered for featuring. */
export function useFeaturedTagSuggestions(enabled: boolean) {
  const client = useMastoClient();
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.featuredTagSuggestions(session.instance),
    queryFn: async () => {
      try {
        return await client.v1.featuredTags.suggestions.list();
      } catch (error) {
        if (isNotFound(error)) markCapabilityMissing(session, session.instance, 'featuredTags');
        throw error;
      }
    },
    enabled,
    retry: false,
  });
}

export type FeaturedTagChange = { kind: 'add'; name: string } | { kind: 'remove'; id: string };

/** Features a hashtag on the session account's profile (multipart, SPEC §7) or stops featuring it. */
export function useChangeFeaturedTag(accountId: string) {
  const client = useMastoClient();
  const session = useSession();
  const { instance, queryClient } = session;
  const key = queryKeys.featuredTags(instance, accountId);
  return useMutation({
    mutationFn: async (change: FeaturedTagChange): Promise<mastodon.v1.FeaturedTag | null> => {
      if (change.kind === 'remove') {
        await client.v1.featuredTags.$select(change.id).remove();
        return null;
      }
      // A multipart form (SPEC §7): see the client's hook in api/http.ts.
      return await client.v1.featuredTags.create({ name: normalizeHashtag(change.name) });
    },
    onSuccess: (featured, change) => {
      queryClient.setQueryData<mastodon.v1.FeaturedTag[]>(key, (tags = []) =>
        change.kind === 'remove'
          ? tags.filter((tag) => tag.id !== change.id)
          : [...tags, ...(featured ? [featured] : [])],
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.featuredTagSuggestions(instance) });
    },
    onError: (error, change) => {
      if (change.kind === 'add' && isNotFound(error))
        markCapabilityMissing(session, instance, 'featuredTags');
    },
  });
}
