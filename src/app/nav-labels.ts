import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NavKey } from '../lib/navigation';

/** What each navigation entry is called, in the sidebar, the tab bar and its More menu alike. */
export const NAV_LABELS: Record<NavKey, MessageDescriptor> = {
  home: msg({ message: 'Home', comment: 'The home timeline: posts of the accounts one follows' }),
  notifications: msg`Notifications`,
  local: msg({ message: 'Local', comment: 'The local timeline: public posts of this server' }),
  federated: msg({
    message: 'Federated',
    comment: 'The federated timeline: public posts this server knows from every server',
  }),
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
