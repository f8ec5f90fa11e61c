import { useQuery } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { queryKeys } from './query-keys';
import { useMastoClientFor } from './session';

export const TRENDS_LIMIT = 20;

/** Hashtags trending on `instance`, with their daily usage history. */
export function useTrendingTags(instance: string) {
  const client = useMastoClientFor(instance);
  return useQuery({
    queryKey: queryKeys.trends(instance, 'tags'),
    queryFn: async (): Promise<mastodon.v1.Tag[]> =>
      await client.v1.trends.tags.list({ limit: TRENDS_LIMIT }),
  });
}

/** Links (news) trending on `instance`, as preview cards. */
export function useTrendingLinks(instance: string) {
  const client = useMastoClientFor(instance);
  return useQuery({
    queryKey: queryKeys.trends(instance, 'links'),
    queryFn: async (): Promise<mastodon.v1.TrendLink[]> =>
      await client.v1.trends.links.list({ limit: TRENDS_LIMIT }),
  });
}
