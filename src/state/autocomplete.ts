import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { isNotFound } from '../api/errors';
import { queryKeys } from './query-keys';
import { useMastoClient, useSession } from './session';

/** How many suggestions the composer asks for. */
export const SUGGESTION_LIMIT = 6;

/** An instance's custom emojis rarely change: read once per session and instance. */
const CUSTOM_EMOJIS_STALE_MS = 6 * 60 * 60_000;

/**
 * The instance's custom emojis; none where the server has no such endpoint (404). Asked for once
 * `wanted` (a `:shortcode` typed, the picker opened), then kept.
 */
export function useCustomEmojis(wanted = true) {
  const client = useMastoClient();
  const { instance } = useSession();
  return useQuery({
    queryKey: queryKeys.customEmojis(instance),
    queryFn: async ({ signal }): Promise<mastodon.v1.CustomEmoji[]> => {
      try {
        return await client.v1.customEmojis.list(undefined, { requestInit: { signal } });
      } catch (error) {
        if (isNotFound(error)) return [];
        throw error;
      }
    },
    enabled: wanted,
    staleTime: CUSTOM_EMOJIS_STALE_MS,
    gcTime: CUSTOM_EMOJIS_STALE_MS,
  });
}

/**
 * Accounts or hashtags matching `q` (already debounced by the caller), by search v2. A request
 * made stale by further typing is cancelled; a failure is no suggestions, never retried.
 */
function useSuggestions<T>(
  kind: 'accounts' | 'hashtags',
  q: string | null,
  pick: (results: mastodon.v2.Search) => T[],
) {
  const client = useMastoClient();
  const { instance } = useSession();
  return useQuery({
    queryKey: queryKeys.autocomplete(instance, kind, q ?? ''),
    queryFn: async ({ signal }): Promise<T[]> =>
      pick(
        await client.v2.search.list(
          { q: q ?? '', type: kind, limit: SUGGESTION_LIMIT, resolve: false },
          { requestInit: { signal } },
        ),
      ),
    enabled: q !== null && q !== '',
    retry: false,
    placeholderData: keepPreviousData,
  });
}

// A server that ignores `limit` (or `type`) still gives the list no more than asked for.
export function useAccountSuggestions(q: string | null) {
  return useSuggestions('accounts', q, (results) => results.accounts.slice(0, SUGGESTION_LIMIT));
}

export function useHashtagSuggestions(q: string | null) {
  return useSuggestions('hashtags', q, (results) => results.hashtags.slice(0, SUGGESTION_LIMIT));
}
