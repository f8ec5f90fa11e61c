import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { useState } from 'react';
import { putItemBack, takeItemOut, type ItemPlace } from '../lib/paging';
import { answeredRelationship, type FollowRequestAnswer } from '../lib/relationship';
import { useAccountPages, type AccountPage } from './accounts-queries';
import { queryKeys } from './query-keys';
import { useMastoClient, useSession } from './session';

type AccountPages = InfiniteData<AccountPage, string | undefined>;

/** Accounts asking to follow the session's account, paged by the server's Link header. */
export function useFollowRequests() {
  const { instance } = useSession();
  return useAccountPages(
    instance,
    queryKeys.followRequests(instance),
    (client, params) => client.v1.followRequests.list.$raw(params),
    // Mastodon answers up to 40 by default and 80 at most: a shorter page is the last.
    { endsOnShortPage: true },
  );
}

function withPages(data: AccountPages, pages: mastodon.v1.Account[][]): AccountPages {
  return { ...data, pages: data.pages.map((page, at) => ({ ...page, accounts: pages[at] })) };
}

interface Snapshot {
  place: ItemPlace<mastodon.v1.Account> | null;
  relationship: mastodon.v1.Relationship | null | undefined;
}

export interface FollowRequestAction {
  account: Pick<mastodon.v1.Account, 'id' | 'acct'>;
  answer: FollowRequestAnswer;
}

/**
 * Accepts (authorizes) or rejects a follow request at once: the requester leaves the list and
 * the relationship says so in every view; both are put back if the server refuses.
 */
export function useAnswerFollowRequest() {
  const client = useMastoClient();
  const { instance } = useSession();
  const queryClient = useQueryClient();
  const listKey = queryKeys.followRequests(instance);
  return useMutation<mastodon.v1.Relationship, Error, FollowRequestAction, Snapshot>({
    mutationFn: async ({ account, answer }) =>
      await client.v1.followRequests.$select(account.id)[answer](),
    onMutate: async ({ account, answer }) => {
      const relationshipKey = queryKeys.relationship(instance, account.id);
      await queryClient.cancelQueries({ queryKey: listKey });
      await queryClient.cancelQueries({ queryKey: relationshipKey });
      const list = queryClient.getQueryData<AccountPages>(listKey);
      const taken = list
        ? takeItemOut(
            list.pages.map((page) => page.accounts),
            (item) => item.id === account.id,
          )
        : null;
      if (list && taken) queryClient.setQueryData(listKey, withPages(list, taken.pages));
      const relationship = queryClient.getQueryData<mastodon.v1.Relationship | null>(
        relationshipKey,
      );
      if (relationship) {
        queryClient.setQueryData(relationshipKey, answeredRelationship(relationship, answer));
      }
      return { place: taken?.place ?? null, relationship };
    },
    onError: (_error, { account }, snapshot) => {
      if (!snapshot) return;
      const list = queryClient.getQueryData<AccountPages>(listKey);
      if (list && snapshot.place) {
        const pages = putItemBack(
          list.pages.map((page) => page.accounts),
          snapshot.place,
          (item) => item.id === account.id,
        );
        queryClient.setQueryData(listKey, withPages(list, pages));
      }
      if (snapshot.relationship !== undefined) {
        queryClient.setQueryData(
          queryKeys.relationship(instance, account.id),
          snapshot.relationship,
        );
      }
    },
    onSuccess: (relationship, { account }) => {
      queryClient.setQueryData(queryKeys.relationship(instance, account.id), relationship);
    },
  });
}

export interface FollowRequestFailure extends FollowRequestAction {
  error: Error;
}

/**
 * Answers follow requests and keeps the one that failed, so a screen can say which answer did not
 * go through; it is kept until the next answer. (A row taken out of a list cannot hold it.)
 */
export function useFollowRequestAnswers() {
  const mutation = useAnswerFollowRequest();
  const [failure, setFailure] = useState<FollowRequestFailure | null>(null);
  const answer = (action: FollowRequestAction) => {
    setFailure(null);
    mutation.mutateAsync(action).catch((error: unknown) => {
      setFailure({ ...action, error: error instanceof Error ? error : new Error(String(error)) });
    });
  };
  return { answer, failure };
}
