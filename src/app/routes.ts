import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import { RouteError } from './RouteError';
import { Shell } from './Shell';

type Screen = { path?: string; index?: true; title: MessageDescriptor; lazy: RouteObject['lazy'] };

/** Every screen of the app. Paths with `:instance?` also take an instance host first. */
export const screens: Screen[] = [
  {
    index: true,
    title: msg`Home`,
    lazy: () => import('../features/timeline/HomePage').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: 'home',
    title: msg`Home`,
    lazy: () => import('../features/timeline/HomePage').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: 'login',
    title: msg`Log in`,
    lazy: () => import('../features/auth/LoginPage').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: ':instance?/l',
    title: msg`Local`,
    lazy: () =>
      import('../features/timeline/PublicTimelinePage').then((m) => ({ Component: m.LocalPage })),
  },
  {
    path: ':instance?/p',
    title: msg`Federated`,
    lazy: () =>
      import('../features/timeline/PublicTimelinePage').then((m) => ({
        Component: m.FederatedPage,
      })),
  },
  {
    path: ':instance?/s/:statusId',
    title: msg`Post`,
    lazy: () => import('../features/status/StatusPage').then((m) => ({ Component: m.StatusPage })),
  },
  {
    path: 'settings',
    title: msg`Settings`,
    lazy: () =>
      import('../features/settings/SettingsPage').then((m) => ({ Component: m.SettingsPage })),
  },
  {
    path: 'signup',
    title: msg`Sign up`,
    lazy: () => import('../features/signup/SignUpPage').then((m) => ({ Component: m.SignUpPage })),
  },
  {
    path: 'compose',
    title: msg`Compose`,
    lazy: () =>
      import('../features/compose/ComposePage').then((m) => ({ Component: m.ComposePage })),
  },
  {
    path: 'notifications',
    title: msg`Notifications`,
    lazy: () =>
      import('../features/notifications/NotificationsPage').then((m) => ({
        Component: m.NotificationsPage,
      })),
  },
  {
    path: 'mentions',
    title: msg`Mentions`,
    lazy: () =>
      import('../features/notifications/NotificationsPage').then((m) => ({
        Component: m.MentionsPage,
      })),
  },
  {
    path: 'follow-requests',
    title: msg`Follow requests`,
    lazy: () =>
      import('../features/follow-requests/FollowRequestsPage').then((m) => ({
        Component: m.FollowRequestsPage,
      })),
  },
  {
    path: 'notifications/requests',
    title: msg`Filtered notifications`,
    lazy: () =>
      import('../features/filtered-notifications/FilteredNotificationsPage').then((m) => ({
        Component: m.FilteredNotificationsPage,
      })),
  },
  {
    path: 'notifications/requests/:requestId',
    title: msg`Filtered notifications`,
    lazy: () =>
      import('../features/notifications/NotificationRequestPage').then((m) => ({
        Component: m.NotificationRequestPage,
      })),
  },
  {
    path: ':instance?/trending',
    title: msg`Trending`,
    lazy: () =>
      import('../features/trending/TrendingPage').then((m) => ({ Component: m.TrendingPage })),
  },
  {
    path: ':instance?/t/:hashtags',
    title: msg`Hashtag`,
    lazy: () =>
      import('../features/timeline/HashtagPage').then((m) => ({ Component: m.HashtagPage })),
  },
  {
    path: 'lists',
    title: msg`Lists`,
    lazy: () => import('../features/lists/ListsPage').then((m) => ({ Component: m.ListsPage })),
  },
  {
    path: 'lists/:listId',
    title: msg`List`,
    lazy: () =>
      import('../features/lists/ListTimelinePage').then((m) => ({ Component: m.ListTimelinePage })),
  },
  {
    path: 'bookmarks',
    title: msg`Bookmarks`,
    lazy: () =>
      import('../features/timeline/SavedPostsPages').then((m) => ({ Component: m.BookmarksPage })),
  },
  {
    path: 'favourites',
    title: msg`Likes`,
    lazy: () =>
      import('../features/timeline/SavedPostsPages').then((m) => ({ Component: m.LikesPage })),
  },
  {
    path: 'filters',
    title: msg`Filters`,
    lazy: () =>
      import('../features/filters/FiltersPage').then((m) => ({ Component: m.FiltersPage })),
  },
  {
    path: 'followed-hashtags',
    title: msg`Followed hashtags`,
    lazy: () =>
      import('../features/hashtags/FollowedHashtagsPage').then((m) => ({
        Component: m.FollowedHashtagsPage,
      })),
  },
  {
    path: 'scheduled-posts',
    title: msg`Scheduled posts`,
    lazy: () =>
      import('../features/compose/ScheduledPostsPage').then((m) => ({
        Component: m.ScheduledPostsPage,
      })),
  },
  {
    path: 'drafts',
    title: msg`Drafts`,
    lazy: () => import('../features/compose/DraftsPage').then((m) => ({ Component: m.DraftsPage })),
  },
  {
    path: 'catchup',
    title: msg`Catch-up`,
    lazy: () =>
      import('../features/catchup/CatchupPage').then((m) => ({ Component: m.CatchupPage })),
  },
  {
    path: ':instance?/a/:accountId/followers',
    title: msg`Followers`,
    lazy: () =>
      import('../features/profile/FollowsPage').then((m) => ({ Component: m.FollowersPage })),
  },
  {
    path: ':instance?/a/:accountId/following',
    title: msg`Following`,
    lazy: () =>
      import('../features/profile/FollowsPage').then((m) => ({ Component: m.FollowingPage })),
  },
  {
    path: ':instance?/a/:accountId',
    title: msg`Profile`,
    lazy: () =>
      import('../features/profile/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
  },
  {
    path: 'search',
    title: msg`Search`,
    lazy: () => import('../features/search/SearchPage').then((m) => ({ Component: m.SearchPage })),
  },
  {
    path: 'shortcuts',
    title: msg`Shortcuts`,
    lazy: () =>
      import('../features/shortcuts/ShortcutsPage').then((m) => ({ Component: m.ShortcutsPage })),
  },
  {
    path: ':instance?/s/:statusId/history',
    title: msg`Edit history`,
    lazy: () =>
      import('../features/history/EditHistoryPage').then((m) => ({ Component: m.EditHistoryPage })),
  },
  {
    path: ':instance?/s/:statusId/quotes',
    title: msg`Quotes`,
    lazy: () => import('../features/quotes/QuotesPage').then((m) => ({ Component: m.QuotesPage })),
  },
  {
    path: ':instance?/s/:statusId/liked-by',
    title: msg`Liked by`,
    lazy: () =>
      import('../features/status/StatusAccountsPage').then((m) => ({ Component: m.LikedByPage })),
  },
  {
    path: ':instance?/s/:statusId/boosted-by',
    title: msg`Boosted by`,
    lazy: () =>
      import('../features/status/StatusAccountsPage').then((m) => ({
        Component: m.BoostedByPage,
      })),
  },
  {
    path: 'blocked',
    title: msg`Blocked users`,
    lazy: () =>
      import('../features/blocks/BlockedPage').then((m) => ({ Component: m.BlockedPage })),
  },
  {
    path: 'muted',
    title: msg`Muted users`,
    lazy: () => import('../features/blocks/MutedPage').then((m) => ({ Component: m.MutedPage })),
  },
  {
    path: 'profile/edit',
    title: msg`Edit profile`,
    lazy: () =>
      import('../features/profile/EditProfilePage').then((m) => ({
        Component: m.EditProfilePage,
      })),
  },
  {
    path: '*',
    title: msg`Page not found`,
    lazy: () =>
      import('../features/coming-soon/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Shell,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: screens.map(({ title, ...route }) => ({ ...route, handle: { title } })),
  },
];
