import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { useState } from 'react';
import { isMissingEndpoint } from '../api/errors';
import {
  answerNotificationRequests,
  type NotificationRequestAnswer,
} from '../api/notification-requests';
import { nextMaxIdFromLink } from '../lib/link-header';
import { continuePaging, endsList, putItemBack, takeItemOut, type ItemPlace } from '../lib/paging';
import { markCapabilityMissing } from './capabilities';
import { usePolicyVersion } from './notification-policy';
import { queryKeys } from './query-keys';
import { useMastoClient, useSession } from './session';

export const NOTIFICATION_REQUESTS_PAGE_SIZE = 40;

type Request = mastodon.v1.NotificationRequest;

export interface NotificationRequestPage {
  items: Request[];
  nextMaxId: string | undefined;
}
type RequestPages = InfiniteData<NotificationRequestPage, string | undefined>;

const requestIds = (page: NotificationRequestPage) => page.items.map((request) => request.id);

/**
 * The pending notification requests (filtered notifications, one request per sender), paged by
 * the Link header. Off where the server has no notification policy; a 404 marks it so.
 */
export function useNotificationRequests() {
  const client = useMastoClient();
  const session = useSession();
  const { instance, isLoggedIn } = session;
  const { version, isPending } = usePolicyVersion();
  return useInfiniteQuery<
    NotificationRequestPage,
    Error,
    RequestPages,
    readonly unknown[],
    string | undefined
  >({
    queryKey: queryKeys.notificationRequests(instance),
    queryFn: async ({ pageParam }) => {
      try {
        const response = await client.v1.notifications.requests.list.$raw({
          limit: NOTIFICATION_REQUESTS_PAGE_SIZE,
          maxId: pageParam,
        });
        return {
          items: Array.isArray(response.data) ? response.data : [],
          nextMaxId: nextMaxIdFromLink(response.headers.get('link')),
        };
      } catch (error) {
        if (isMissingEndpoint(error)) {
          // Requests and the policy came together: a server without one has neither.
          markCapabilityMissing(session, instance, 'notificationPolicyV1');
          markCapabilityMissing(session, instance, 'notificationPolicyV2');
        }
        throw error;
      }
    },
    initialPageParam: undefined,
    // Mastodon answers up to 40 by default and 80 at most: a shorter page is the last.
    getNextPageParam: (page, pages) =>
      endsList(page.items.length, NOTIFICATION_REQUESTS_PAGE_SIZE)
        ? undefined
        : continuePaging(page, pages, requestIds, page.nextMaxId),
    enabled: isLoggedIn && !isPending && version !== null,
  });
}

export interface RequestAction {
  requests: Pick<Request, 'id' | 'account'>[];
  answer: NotificationRequestAnswer;
}

function sendAnswer(client: mastodon.rest.Client, { requests, answer }: RequestAction) {
  return answerNotificationRequests(
    client,
    requests.map((request) => request.id),
    answer,
  );
}

function withItems(data: RequestPages, pages: Request[][]): RequestPages {
  return { ...data, pages: data.pages.map((page, at) => ({ ...page, items: pages[at] })) };
}

/**
 * Accepts or dismisses one or several requests at once: they leave the list before the server
 * answers and come back in place if it refuses. The policy's counts are read again afterwards.
 */
export function useAnswerNotificationRequests() {
  const client = useMastoClient();
  const queryClient = useQueryClient();
  const { instance } = useSession();
  const key = queryKeys.notificationRequests(instance);
  return useMutation<void, Error, RequestAction, { places: ItemPlace<Request>[] }>({
    mutationFn: (action) => sendAnswer(client, action),
    onMutate: async ({ requests }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const data = queryClient.getQueryData<RequestPages>(key);
      if (!data) return { places: [] };
      let pages = data.pages.map((page) => page.items);
      const places: ItemPlace<Request>[] = [];
      for (const { id } of requests) {
        const taken = takeItemOut(pages, (item) => item.id === id);
        pages = taken.pages;
        if (taken.place) places.push(taken.place);
      }
      queryClient.setQueryData(key, withItems(data, pages));
      return { places };
    },
    onError: (_error, _action, context) => {
      const data = queryClient.getQueryData<RequestPages>(key);
      if (!data || !context) return;
      // Back in the reverse order they were taken out, so each lands where it was.
      const pages = [...context.places].reverse().reduce(
        (current, place) => putItemBack(current, place, (item) => item.id === place.item.id),
        data.pages.map((page) => page.items),
      );
      queryClient.setQueryData(key, withItems(data, pages));
    },
    onSuccess: (_result, { answer }) => {
      // An accepted sender's notifications join the lists.
      if (answer === 'accept')
        void queryClient.invalidateQueries({ queryKey: queryKeys.allNotifications() });
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.notificationPolicy(instance) }),
  });
}

export interface RequestFailure extends RequestAction {
  error: Error;
}

/** Answers requests and keeps the answer that failed until the next one (see follow-requests.ts). */
export function useNotificationRequestAnswers() {
  const mutation = useAnswerNotificationRequests();
  const [failure, setFailure] = useState<RequestFailure | null>(null);
  const answer = (action: RequestAction) => {
    setFailure(null);
    mutation.mutateAsync(action).catch((error: unknown) => {
      setFailure({ ...action, error: error instanceof Error ? error : new Error(String(error)) });
    });
  };
  return { answer, failure };
}
