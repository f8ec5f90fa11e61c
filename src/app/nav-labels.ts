import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NavGroup, NavKey } from '../lib/navigation';

/** What each navigation entry is called, in the sidebar, the tab bar and its More menu alike. */
export const NAV_LABELS: Record<NavKey, MessageDescriptor> = {
  home: msg({ message: 'Home', comment: 'The home timeline: posts of the accounts one follows' }),
  notifications: msg({
    message: 'Notifications',
    comment: 'Page of one’s notifications; also where a filter applies',
  }),
  local: msg({ message: 'Local', comment: 'The local timeline: public posts of this server' }),
  federated: msg({
    message: 'Federated',
    comment: 'The federated timeline: public posts this server knows from every server',
  }),
  trending: msg({
    message: 'Trending',
    comment: 'Page of what is popular now (posts, hashtags, news)',
  }),
  search: msg({
    message: 'Search',
    comment: 'Noun: search; the search page, its title, or the label of the search field',
  }),
  bookmarks: msg({ message: 'Bookmarks', comment: 'Page of the posts one has bookmarked' }),
  likes: msg({
    message: 'Likes',
    comment: 'Noun: likes (favourites); the page of posts one liked, or a kind of notification',
  }),
  lists: msg({ message: 'Lists', comment: 'Page or group of one’s lists of accounts' }),
  followedHashtags: msg`Followed hashtags`,
  catchup: msg({
    message: 'Catch-up',
    comment: 'Page that gathers the posts one missed since the last visit',
  }),
  filters: msg({
    message: 'Filters',
    comment: 'Page of one’s filters (rules that hide posts or warn about them)',
  }),
  scheduledPosts: msg`Scheduled posts`,
  shortcuts: msg({
    message: 'Shortcuts',
    comment: 'Page of one’s shortcuts: timelines kept at hand as columns or tabs',
  }),
  settings: msg({ message: 'Settings', comment: 'Page of the settings of the app' }),
  profile: msg({
    message: 'Profile',
    comment: 'Navigation entry: one’s own profile page',
  }),
  drafts: msg({ message: 'Drafts', comment: 'Page or list of posts saved unfinished' }),
};

/** The names of the navigation's groups, shown above each and naming its list. */
export const NAV_GROUP_LABELS: Record<NavGroup, MessageDescriptor> = {
  timelines: msg({
    message: 'Timelines',
    comment: 'Heading of a group of the navigation: the timelines, notifications and search',
  }),
  yours: msg({
    message: 'Your things',
    comment: 'Heading of a group of the navigation: one’s profile, bookmarks, lists, drafts…',
  }),
  manage: msg({
    message: 'Manage',
    comment: 'Heading of a group of the navigation: filters, shortcuts and settings',
  }),
};
