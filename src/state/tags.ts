import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { LoginRequiredError } from '../api/errors';
import { withFollowedTag } from '../lib/followed-tags';
import { addsNewItems } from '../lib/paging';
import { queryKeys } from './query-keys';
import { useMastoClient, useSession } from './session';

/** Followed hashtags are few; reading them whole keeps the list sortable. Pages are capped. */
const FOLLOWED_TAGS_PAGE_SIZE = 200;
const MAX_FOLLOWED_TAGS_PAGES = 5;

const tagKey = (tag: mastodon.v1.Tag) => tag.name.toLowerCase();

export function useFollowedTags() {
  const client = useMastoClient();
  const { instance, isLoggedIn } = useSession();
  return useQuery({
    queryKey: queryKeys.followedTags(instance),
    queryFn: async (): Promise<mastodon.v1.Tag[]> => {
      if (!isLoggedIn) throw new LoginRequiredError();
      const tags = new Map<string, mastodon.v1.Tag>();
      let pages = 0;
      for await (const page of client.v1.followedTags.list({ limit: FOLLOWED_TAGS_PAGE_SIZE })) {
        const progressed = addsNewItems(tags.keys(), page.map(tagKey));
        for (const tag of page) if (!tags.has(tagKey(tag))) tags.set(tagKey(tag), tag);
        if (++pages >= MAX_FOLLOWED_TAGS_PAGES || !progressed) break;
      }
      return [...tags.values()].sort((a, b) => a.name.localeCompare(b.name));
    },
  });
}

/**
 * Follows or unfollows a hashtag. The followed list keeps an unfollowed tag (marked not followed)
 * until it is next loaded, so an unfollow can be undone in place.
 */
export function useFollowTag() {
  const client = useMastoClient();
  const { instance } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, follow }: { name: string; follow: boolean }) => {
      const tag = client.v1.tags.$select(name);
      return follow ? await tag.follow() : await tag.unfollow();
    },
    onSuccess: (updated, { name, follow }) => {
      const changed = { ...updated, following: follow };
      queryClient.setQueryData(queryKeys.tag(instance, name), changed);
      queryClient.setQueryData<mastodon.v1.Tag[]>(queryKeys.followedTags(instance), (tags) =>
        tags === undefined ? tags : withFollowedTag(tags, name, changed),
      );
    },
  });
}
