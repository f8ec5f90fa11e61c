import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createElement, lazy, type ComponentType } from 'react';
import type { RouteDef } from '../components/router';
import { loadRestOfCatalog } from '../i18n/i18n';
import { matchesRoutePattern } from '../lib/route-pattern';

type Screen = {
  path?: string;
  index?: true;
  title: MessageDescriptor;
  /** The screen's code, fetched when it is first shown. */
  load: () => Promise<ComponentType>;
  /**
   * A first screen: its messages come with the first part of the catalog (its module is one of
   * FIRST_SCREEN_ENTRIES in lib/catalog-parts.ts). Other screens wait for the rest.
   */
  first?: true;
};

/** Every screen of the app. Paths with `:instance?` also take an instance host first. */
export const screens: Screen[] = [
  {
    index: true,
    title: msg`Home`,
    first: true,
    load: () => import('../features/timeline/HomePage').then((m) => m.HomePage),
  },
  {
    path: 'home',
    title: msg`Home`,
    first: true,
    load: () => import('../features/timeline/HomePage').then((m) => m.HomePage),
  },
  {
    path: 'login',
    title: msg`Log in`,
    load: () => import('../features/auth/LoginPage').then((m) => m.LoginPage),
  },
  {
    path: ':instance?/l',
    title: msg`Local`,
    first: true,
    load: () => import('../features/timeline/PublicTimelinePage').then((m) => m.LocalPage),
  },
  {
    path: ':instance?/p',
    title: msg`Federated`,
    first: true,
    load: () => import('../features/timeline/PublicTimelinePage').then((m) => m.FederatedPage),
  },
  {
    path: ':instance?/s/:statusId',
    title: msg({ message: 'Post', context: 'noun: one post, the title of its page' }),
    load: () => import('../features/status/StatusPage').then((m) => m.StatusPage),
  },
  {
    path: 'settings',
    title: msg`Settings`,
    load: () => import('../features/settings/SettingsPage').then((m) => m.SettingsPage),
  },
  {
    path: 'signup',
    title: msg`Sign up`,
    load: () => import('../features/signup/SignUpPage').then((m) => m.SignUpPage),
  },
  {
    path: 'compose',
    title: msg({ message: 'Compose', comment: 'Title of the page for writing a new post' }),
    load: () => import('../features/compose/ComposePage').then((m) => m.ComposePage),
  },
  {
    path: 'notifications',
    title: msg`Notifications`,
    load: () =>
      import('../features/notifications/NotificationsPage').then((m) => m.NotificationsPage),
  },
  {
    path: 'mentions',
    title: msg({
      message: 'Mentions',
      comment: 'Noun: posts that mention you; page, tab or kind of notification',
    }),
    load: () => import('../features/notifications/NotificationsPage').then((m) => m.MentionsPage),
  },
  {
    path: 'follow-requests',
    title: msg`Follow requests`,
    load: () =>
      import('../features/follow-requests/FollowRequestsPage').then((m) => m.FollowRequestsPage),
  },
  {
    path: 'notifications/requests',
    title: msg`Filtered notifications`,
    load: () =>
      import('../features/filtered-notifications/FilteredNotificationsPage').then(
        (m) => m.FilteredNotificationsPage,
      ),
  },
  {
    path: 'notifications/requests/:requestId',
    title: msg`Filtered notifications`,
    load: () =>
      import('../features/notifications/NotificationRequestPage').then(
        (m) => m.NotificationRequestPage,
      ),
  },
  {
    path: ':instance?/trending',
    title: msg`Trending`,
    load: () => import('../features/trending/TrendingPage').then((m) => m.TrendingPage),
  },
  {
    path: ':instance?/t/:hashtags',
    title: msg({
      message: 'Hashtag',
      comment: 'Noun: a hashtag (#word); title of its page, or label of its field',
    }),
    load: () => import('../features/timeline/HashtagPage').then((m) => m.HashtagPage),
  },
  {
    path: 'lists',
    title: msg`Lists`,
    load: () => import('../features/lists/ListsPage').then((m) => m.ListsPage),
  },
  {
    path: 'lists/:listId',
    title: msg({
      message: 'List',
      comment: 'Noun: one list of accounts; title of its page, or label of its field',
    }),
    load: () => import('../features/lists/ListTimelinePage').then((m) => m.ListTimelinePage),
  },
  {
    path: 'bookmarks',
    title: msg`Bookmarks`,
    load: () => import('../features/timeline/SavedPostsPages').then((m) => m.BookmarksPage),
  },
  {
    path: 'favourites',
    title: msg`Likes`,
    load: () => import('../features/timeline/SavedPostsPages').then((m) => m.LikesPage),
  },
  {
    path: 'filters',
    title: msg`Filters`,
    load: () => import('../features/filters/FiltersPage').then((m) => m.FiltersPage),
  },
  {
    path: 'followed-hashtags',
    title: msg`Followed hashtags`,
    load: () =>
      import('../features/hashtags/FollowedHashtagsPage').then((m) => m.FollowedHashtagsPage),
  },
  {
    path: 'scheduled-posts',
    title: msg`Scheduled posts`,
    load: () => import('../features/compose/ScheduledPostsPage').then((m) => m.ScheduledPostsPage),
  },
  {
    path: 'drafts',
    title: msg({ message: 'Drafts', comment: 'Page or list of posts saved unfinished' }),
    load: () => import('../features/compose/DraftsPage').then((m) => m.DraftsPage),
  },
  {
    path: 'catchup',
    title: msg`Catch-up`,
    load: () => import('../features/catchup/CatchupPage').then((m) => m.CatchupPage),
  },
  {
    path: ':instance?/a/:accountId/followers',
    title: msg({ message: 'Followers', comment: 'Page listing the accounts that follow someone' }),
    load: () => import('../features/profile/FollowsPage').then((m) => m.FollowersPage),
  },
  {
    path: ':instance?/a/:accountId/following',
    title: msg({ message: 'Following', context: 'noun: the list of accounts someone follows' }),
    load: () => import('../features/profile/FollowsPage').then((m) => m.FollowingPage),
  },
  {
    path: ':instance?/a/:accountId',
    title: msg({ message: 'Profile', comment: 'Title of the page of an account’s profile' }),
    load: () => import('../features/profile/ProfilePage').then((m) => m.ProfilePage),
  },
  {
    path: 'search',
    title: msg`Search`,
    load: () => import('../features/search/SearchPage').then((m) => m.SearchPage),
  },
  {
    path: 'shortcuts',
    title: msg`Shortcuts`,
    load: () => import('../features/shortcuts/ShortcutsPage').then((m) => m.ShortcutsPage),
  },
  {
    path: ':instance?/s/:statusId/history',
    title: msg`Edit history`,
    load: () => import('../features/history/EditHistoryPage').then((m) => m.EditHistoryPage),
  },
  {
    path: ':instance?/s/:statusId/quotes',
    title: msg({
      message: 'Quotes',
      comment: 'Noun: quote posts (posts quoting another); page, filter or kind of notification',
    }),
    load: () => import('../features/quotes/QuotesPage').then((m) => m.QuotesPage),
  },
  {
    path: ':instance?/s/:statusId/liked-by',
    title: msg`Liked by`,
    load: () => import('../features/status/StatusAccountsPage').then((m) => m.LikedByPage),
  },
  {
    path: ':instance?/s/:statusId/boosted-by',
    title: msg`Boosted by`,
    load: () => import('../features/status/StatusAccountsPage').then((m) => m.BoostedByPage),
  },
  {
    path: 'blocked',
    title: msg`Blocked users`,
    load: () => import('../features/blocks/BlockedPage').then((m) => m.BlockedPage),
  },
  {
    path: 'muted',
    title: msg`Muted users`,
    load: () => import('../features/blocks/MutedPage').then((m) => m.MutedPage),
  },
  {
    path: 'profile/edit',
    title: msg`Edit profile`,
    load: () => import('../features/profile/EditProfilePage').then((m) => m.EditProfilePage),
  },
  {
    path: '*',
    title: msg`Page not found`,
    load: () => import('../features/not-found/NotFoundPage').then((m) => m.NotFoundPage),
  },
];

/**
 * Starts fetching the code of the screen `path` shows (a router path, the hash without "#"), so
 * that it loads beside the catalog rather than after it. A failure is left to the screen's own
 * load, which shows it.
 */
export function preloadScreen(path: string): void {
  const shows = ({ index, path: pattern }: Screen) =>
    index
      ? matchesRoutePattern('', path)
      : pattern !== undefined && pattern !== '*' && matchesRoutePattern(pattern, path);
  screens
    .find(shows)
    ?.load()
    .catch(() => undefined);
}

/** The screens inside the shell; each is a chunk of its own, loaded on first visit. */
export const routes: RouteDef[] = screens.map(({ path, index, load, first }) => {
  const Component = lazy(async () => {
    const [component] = await Promise.all([load(), first ? undefined : loadRestOfCatalog()]);
    return { default: component };
  });
  return { path: index ? '/' : `/${path}`, element: createElement(Component) };
});
