import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NavKey } from '../lib/navigation';

/** What each navigation entry is called, in the sidebar, the tab bar and its More menu alike. */
export const NAV_LABELS: Record<NavKey, MessageDescriptor> = {
  home: msg`Home`,
  notifications: msg`Notifications`,
  local: msg`Local`,
  federated: msg`Federated`,
  trending: msg`Trending`,
  search: msg`Search`,
  bookmarks: msg`Bookmarks`,
  likes: msg`Likes`,
  lists: msg`Lists`,
  followedHashtags: msg`Followed hashtags`,
  catchup: msg`Catch-up`,
  filters: msg`Filters`,
  scheduledPosts: msg`Scheduled posts`,
  shortcuts: msg`Shortcuts`,
  settings: msg`Settings`,
};
