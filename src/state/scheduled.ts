import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { isNotFound, LoginRequiredError } from '../api/errors';
import { nextMaxIdFromLink } from '../lib/link-header';
import { continuePaging } from '../lib/paging';
import { queryKeys } from './query-keys';
import { useMastoClient, useSession } from './session';

const PAGE_SIZE = 20;

interface ScheduledPage {
  items: mastodon.v1.ScheduledStatus[];
  nextMaxId: string | undefined;
}
type ScheduledData = InfiniteData<ScheduledPage, string | undefined>;

const idsOf = (page: ScheduledPage) => page.items.map((item) => item.id);

/** The account's scheduled posts, paged by the server's Link header (servers order them by id). */
export function useScheduledStatuses() {
  const client = useMastoClient();
  const { instance, isLoggedIn } = useSession();
  return useInfiniteQuery<
    ScheduledPage,
    Error,
    ScheduledData,
    readonly unknown[],
    string | undefined
  >({
    queryKey: queryKeys.scheduledStatuses(instance),
    queryFn: async ({ pageParam }) => {
      if (!isLoggedIn) throw new LoginRequiredError();
      const response = await client.v1.scheduledStatuses.list.$raw({
        limit: PAGE_SIZE,
        maxId: pageParam,
      });
      return {
        items: Array.isArray(response.data) ? response.data : [],
        nextMaxId: nextMaxIdFromLink(response.headers.get('link')),
      };
    },
    initialPageParam: undefined,
    // A short page is the last (servers cap this list at 40, above the size asked for).
    getNextPageParam: (page, pages) =>
      page.items.length < PAGE_SIZE
        ? undefined
        : continuePaging(page, pages, idsOf, page.nextMaxId),
    staleTime: 0,
  });
}

function patchPages(
  data: ScheduledData | undefined,
  change: (items: mastodon.v1.ScheduledStatus[]) => mastodon.v1.ScheduledStatus[],
): ScheduledData | undefined {
  return (
    data && { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) }
  );
}

export type ScheduledChange =
  { type: 'reschedule'; id: string; scheduledAt: string } | { type: 'cancel'; id: string };

/** Changes a scheduled post's time or cancels it; the list shows the change at once. */
export function useChangeScheduled() {
  const client = useMastoClient();
  const { instance } = useSession();
  const queryClient = useQueryClient();
  const key = queryKeys.scheduledStatuses(instance);
  return useMutation({
    mutationFn: async (change: ScheduledChange) => {
      const resource = client.v1.scheduledStatuses.$select(change.id);
      if (change.type === 'reschedule') {
        return await resource.update({ scheduledAt: change.scheduledAt });
      }
      await cancelScheduled(client, change.id);
      return null;
    },
    onSuccess: (updated, change) => {
      queryClient.setQueryData<ScheduledData>(key, (data) =>
        patchPages(data, (items) =>
          change.type === 'cancel'
            ? items.filter((item) => item.id !== change.id)
            : items.map((item) =>
                item.id === change.id && updated ? { ...item, ...updated } : item,
              ),
        ),
      );
    },
  });
}

/** Cancels a scheduled post; one already gone (published or cancelled elsewhere) is no error. */
export async function cancelScheduled(client: mastodon.rest.Client, id: string): Promise<void> {
  try {
    await client.v1.scheduledStatuses.$select(id).remove();
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}

/** The post a scheduled reply answers, for "Replying to"; null when it cannot be read. */
export async function replyTargetOf(
  client: mastodon.rest.Client,
  id: string,
): Promise<{ id: string; acct: string } | null> {
  try {
    const status = await client.v1.statuses.$select(id).fetch();
    return { id: status.id, acct: status.account.acct };
  } catch {
    return null;
  }
}
