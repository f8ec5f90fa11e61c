import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { nextMaxIdFromLink } from '../lib/link-header';
import { continuePaging, endsList, readLinkedPage } from '../lib/paging';
import type { PostStore } from './post-store';
import { queryKeys } from './query-keys';
import { useMastoClient, useMastoClientFor, useSession } from './session';

/** A profile reference from a route: an id, or a handle starting with '@'. */
export function isHandleReference(reference: string): boolean {
  return reference.startsWith('@');
}

/** An account by id or by `@handle` (looked up through WebFinger on the instance). */
export function useAccount(instance: string, reference: string) {
  const client = useMastoClientFor(instance);
  const queryClient = useQueryClient();
  const byHandle = isHandleReference(reference);
  return useQuery({
    queryKey: byHandle
      ? queryKeys.accountLookup(instance, reference)
      : queryKeys.account(instance, reference),
    queryFn: async (): Promise<mastodon.v1.Account> => {
      if (!byHandle) return await client.v1.accounts.$select(reference).fetch();
      const account = await client.v1.accounts.lookup({ acct: reference.slice(1) });
      queryClient.setQueryData(queryKeys.account(instance, account.id), account);
      return account;
    },
  });
}

/** How the session's account relates to an account of its own instance; off when logged out. */
export function useRelationship(instance: string, accountId: string | undefined) {
  const client = useMastoClient();
  const session = useSession();
  const enabled = session.isLoggedIn && instance === session.instance && !!accountId;
  return useQuery({
    queryKey: queryKeys.relationship(instance, accountId ?? ''),
    queryFn: async (): Promise<mastodon.v1.Relationship | null> => {
      const [relationship] = await client.v1.accounts.relationships.fetch({ id: [accountId!] });
      return relationship ?? null;
    },
    enabled,
  });
}

/** A change of how the session's account relates to another; `unfollow` also cancels a request. */
export type RelationshipChange =
  /** `notify`: notified of their new posts; `reblogs`: their boosts shown on Home. */
  | { kind: 'follow'; notify?: boolean; reblogs?: boolean }
  | { kind: 'unfollow' }
  /** `durationSeconds` 0: until unmuted. */
  | { kind: 'mute'; durationSeconds: number; notifications: boolean }
  | { kind: 'unmute' }
  | { kind: 'block' }
  | { kind: 'unblock' };

async function sendRelationshipChange(
  client: mastodon.rest.Client,
  accountId: string,
  change: RelationshipChange,
): Promise<mastodon.v1.Relationship> {
  const account = client.v1.accounts.$select(accountId);
  switch (change.kind) {
    case 'follow':
      return await account.follow(
        change.notify === undefined && change.reblogs === undefined
          ? undefined
          : { notify: change.notify, reblogs: change.reblogs },
      );
    case 'unfollow':
      return await account.unfollow();
    case 'mute':
      return await account.mute({
        duration: change.durationSeconds,
        notifications: change.notifications,
      });
    case 'unmute':
      return await account.unmute();
    case 'block':
      return await account.block();
    case 'unblock':
      return await account.unblock();
  }
}

/**
 * Follows, unfollows, mutes, blocks (or undoes it) an account of the session's instance; the
 * relationship the server answers replaces the cached one, which every view reads. A block, a
 * mute or hidden boosts take the account's posts out of every loaded list at once.
 */
export function useChangeRelationship(accountId: string) {
  const client = useMastoClient();
  const { instance, posts } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: RelationshipChange) => sendRelationshipChange(client, accountId, change),
    onSuccess: (relationship, change) => {
      applyRelationshipToPosts(posts, instance, accountId, change, relationship);
      queryClient.setQueryData(queryKeys.relationship(instance, accountId), relationship);
      void queryClient.invalidateQueries({ queryKey: queryKeys.account(instance, accountId) });
      // Stale for the next visit; a row just unblocked or unmuted stays on its screen until then.
      const list = blockListOf(change);
      if (list) {
        void queryClient.invalidateQueries({ queryKey: list(instance), refetchType: 'none' });
      }
    },
  });
}

/**
 * After a relationship change the server accepted, hides (or shows again) the account's posts,
 * boosts and notifications in every list already loaded: servers leave them out of what they
 * answer next, but nothing loaded is read again.
 */
function applyRelationshipToPosts(
  posts: PostStore,
  instance: string,
  accountId: string,
  change: RelationshipChange,
  relationship: mastodon.v1.Relationship,
): void {
  const set = (kind: 'block' | 'mute' | 'mute-notifications' | 'hide-boosts', hide: boolean) =>
    posts.setHidden(instance, { kind, accountId }, hide);
  switch (change.kind) {
    case 'block':
    case 'unblock':
      set('block', change.kind === 'block');
      return;
    case 'mute':
      set('mute', true);
      set('mute-notifications', relationship.mutingNotifications ?? change.notifications);
      return;
    case 'unmute':
      set('mute', false);
      set('mute-notifications', false);
      return;
    case 'follow':
      if (change.reblogs !== undefined) set('hide-boosts', !change.reblogs);
      return;
    case 'unfollow':
      set('hide-boosts', false);
  }
}

function blockListOf(change: RelationshipChange) {
  if (change.kind === 'block' || change.kind === 'unblock') return queryKeys.blockedAccounts;
  if (change.kind === 'mute' || change.kind === 'unmute') return queryKeys.mutedAccounts;
  return null;
}

export type FollowDirection = 'followers' | 'following';
export const FOLLOWS_PAGE_SIZE = 40;

export interface AccountPage {
  accounts: mastodon.v1.Account[];
  nextMaxId: string | undefined;
}

type AccountListRequest = (
  client: mastodon.rest.Client,
  params: { limit: number; maxId: string | undefined },
) => PromiseLike<{ data: mastodon.v1.Account[]; headers: Headers }>;

/**
 * A list of accounts paged by the `Link` header's cursor (servers page these by ids of records
 * the client never sees: follows, favourites, boosts), read from `instance`.
 */
export function useAccountPages(
  instance: string,
  queryKey: readonly unknown[],
  request: AccountListRequest,
  /** Whether a short page is the last (lists whose server always answers the size asked). */
  { endsOnShortPage = false }: { endsOnShortPage?: boolean } = {},
) {
  const client = useMastoClientFor(instance);
  return useInfiniteQuery<
    AccountPage,
    Error,
    InfiniteData<AccountPage, string | undefined>,
    readonly unknown[],
    string | undefined
  >({
    queryKey,
    queryFn: async ({ pageParam }) => {
      const read = async (maxId: string | undefined) => {
        const response = await request(client, { limit: FOLLOWS_PAGE_SIZE, maxId });
        return { items: response.data, next: nextMaxIdFromLink(response.headers.get('link')) };
      };
      if (endsOnShortPage) {
        const page = await read(pageParam);
        return { accounts: page.items, nextMaxId: page.next };
      }
      // Servers link a next page after the last one too: a short page is confirmed first.
      const page = await readLinkedPage(read, pageParam, FOLLOWS_PAGE_SIZE, (one) => one.id);
      return { accounts: page.items, nextMaxId: page.next };
    },
    initialPageParam: undefined,
    getNextPageParam: (page, pages) =>
      endsOnShortPage && endsList(page.accounts.length, FOLLOWS_PAGE_SIZE)
        ? undefined
        : continuePaging(page, pages, accountIds, page.nextMaxId),
  });
}

/** An account's followers or the accounts it follows. */
export function useAccountFollows(instance: string, id: string, direction: FollowDirection) {
  return useAccountPages(
    instance,
    queryKeys.accountFollows(instance, id, direction),
    (client, params) => client.v1.accounts.$select(id)[direction].list.$raw(params),
  );
}

const accountIds = (page: AccountPage) => page.accounts.map((account) => account.id);
