import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { LoginRequiredError } from '../api/errors';
import { queryKeys } from './query-keys';
import { useMastoClientFor, useSession } from './session';
import { TIMELINE_PAGE_SIZE, requiresLogin, type TimelineDescriptor } from './timeline-descriptor';

type Status = mastodon.v1.Status;

/** One page of a timeline, older than `maxId` when given. */
export async function fetchTimelinePage(
  client: mastodon.rest.Client,
  descriptor: TimelineDescriptor,
  maxId: string | undefined,
): Promise<Status[]> {
  const params = { limit: TIMELINE_PAGE_SIZE, maxId };
  switch (descriptor.type) {
    case 'home':
      return await client.v1.timelines.home.list(params);
    case 'local':
      return await client.v1.timelines.public.list({ ...params, local: true });
    case 'federated':
      return await client.v1.timelines.public.list(params);
  }
}

/** The cursor of the page after `page`: the id of its oldest post. */
export function nextMaxId(page: Status[]): string | undefined {
  return page.length > 0 ? page[page.length - 1].id : undefined;
}

/**
 * A timeline as an infinite query whose page parameter is a plain `maxId` cursor. Public
 * timelines can be read from another `instance` (anonymously); home is always the session's.
 */
export function useTimeline(descriptor: TimelineDescriptor, otherInstance?: string) {
  const session = useSession();
  const instance =
    descriptor.type === 'home' ? session.instance : (otherInstance ?? session.instance);
  const client = useMastoClientFor(instance);
  const { isLoggedIn } = session;
  return useInfiniteQuery<
    Status[],
    Error,
    InfiniteData<Status[], string | undefined>,
    readonly unknown[],
    string | undefined
  >({
    queryKey: queryKeys.timeline(instance, descriptor),
    queryFn: ({ pageParam }) => {
      if (requiresLogin(descriptor) && !isLoggedIn) throw new LoginRequiredError();
      return fetchTimelinePage(client, descriptor, pageParam);
    },
    initialPageParam: undefined,
    getNextPageParam: nextMaxId,
  });
}
