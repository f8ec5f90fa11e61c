import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import type { MutedAccountFields } from '../lib/blocks';
import { nextMaxIdFromLink } from '../lib/link-header';
import { continuePaging, endsList } from '../lib/paging';
import { useAccountPages } from './accounts-queries';
import { queryKeys } from './query-keys';
import { useMastoClient, useSession } from './session';

export type MutedAccount = mastodon.v1.Account & MutedAccountFields;

/** The session's blocked accounts, paged by the server's Link header. */
export function useBlockedAccounts() {
  const { instance } = useSession();
  return useAccountPages(
    instance,
    queryKeys.blockedAccounts(instance),
    (client, params) => client.v1.blocks.list.$raw(params),
    // Mastodon links a next page after the last one too: a short page ends the list.
    { endsOnShortPage: true },
  );
}

/** The session's muted accounts, each with when its mute ends (`mute_expires_at`). */
export function useMutedAccounts() {
  const { instance } = useSession();
  return useAccountPages(
    instance,
    queryKeys.mutedAccounts(instance),
    (client, params) => client.v1.mutes.list.$raw(params),
    { endsOnShortPage: true },
  );
}

/** Which of the muted accounts `ids` have their notifications muted too, by id. */
export function useMutedNotifications(ids: readonly string[]) {
  const client = useMastoClient();
  const { instance } = useSession();
  return useQuery({
    queryKey: queryKeys.mutedRelationships(instance, ids),
    queryFn: async () => {
      const relationships = await client.v1.accounts.relationships.fetch({ id: [...ids] });
      return new Map(relationships.map((one) => [one.id, one.mutingNotifications]));
    },
    enabled: ids.length > 0,
  });
}

export const DOMAIN_BLOCKS_PAGE_SIZE = 100;

interface DomainPage {
  domains: string[];
  nextMaxId: string | undefined;
}

/** The domains the session's account has blocked, paged by the Link header. */
export function useDomainBlocks() {
  const client = useMastoClient();
  const { instance } = useSession();
  return useInfiniteQuery({
    queryKey: queryKeys.domainBlocks(instance),
    queryFn: async ({ pageParam }): Promise<DomainPage> => {
      const response = await client.v1.domainBlocks.list.$raw({
        limit: DOMAIN_BLOCKS_PAGE_SIZE,
        maxId: pageParam,
      });
      return {
        domains: response.data,
        nextMaxId: nextMaxIdFromLink(response.headers.get('link')),
      };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page, pages) =>
      endsList(page.domains.length, DOMAIN_BLOCKS_PAGE_SIZE)
        ? undefined
        : continuePaging(page, pages, (one) => one.domains, page.nextMaxId),
  });
}

/**
 * Blocks or unblocks a whole domain. The lists are marked stale without refetching them: a row
 * unblocked on the Blocked screen stays (with "Block" again) until the screen is opened anew.
 */
export function useChangeDomainBlock() {
  const client = useMastoClient();
  const { instance, posts } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ domain, block }: { domain: string; block: boolean }) => {
      if (block) await client.v1.domainBlocks.create({ domain });
      else await client.v1.domainBlocks.remove({ domain });
    },
    onSuccess: (_nothing, { domain, block }) => {
      // The domain's accounts leave every loaded list at once (or come back).
      posts.setHidden(instance, { kind: 'domain', domain }, block);
      void queryClient.invalidateQueries({
        queryKey: queryKeys.domainBlocks(instance),
        refetchType: block ? 'active' : 'none',
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.relationships(instance) });
    },
  });
}

/** Saves the private note on an account (`POST /api/v1/accounts/:id/note`). */
export function useAccountNote(accountId: string) {
  const client = useMastoClient();
  const { instance } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (comment: string) =>
      await client.v1.accounts.$select(accountId).note.create({ comment }),
    onSuccess: (relationship) =>
      queryClient.setQueryData(queryKeys.relationship(instance, accountId), relationship),
  });
}
