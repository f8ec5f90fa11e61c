import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import { RouteError } from './RouteError';
import { Shell } from './Shell';

type Screen = { path?: string; index?: true; title: MessageDescriptor; lazy: RouteObject['lazy'] };

const comingSoon = () =>
  import('../features/coming-soon/ComingSoonPage').then((m) => ({ Component: m.ComingSoonPage }));
const soon = (path: string, title: MessageDescriptor): Screen => ({
  path,
  title,
  lazy: comingSoon,
});

/** Every screen of the app. Paths with `:instance?` also take an instance host first. */
export const screens: Screen[] = [
  {
    index: true,
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
  soon('signup', msg`Sign up`),
  soon('compose', msg`Compose`),
  soon('notifications', msg`Notifications`),
  soon('mentions', msg`Mentions`),
  soon('follow-requests', msg`Follow requests`),
  soon('notifications/requests', msg`Filtered notifications`),
  soon(':instance?/trending', msg`Trending`),
  soon(':instance?/t/:hashtags', msg`Hashtag`),
  soon('lists', msg`Lists`),
  soon('lists/:listId', msg`List`),
  soon('bookmarks', msg`Bookmarks`),
  soon('favourites', msg`Likes`),
  soon('filters', msg`Filters`),
  soon('followed-hashtags', msg`Followed hashtags`),
  soon('scheduled-posts', msg`Scheduled posts`),
  soon('drafts', msg`Drafts`),
  soon('catchup', msg`Catch-up`),
  soon(':instance?/a/:accountId', msg`Profile`),
  soon('search', msg`Search`),
  soon('shortcuts', msg`Shortcuts`),
  soon(':instance?/s/:statusId/history', msg`Edit history`),
  soon(':instance?/s/:statusId/quotes', msg`Quotes`),
  soon('blocked', msg`Blocked users`),
  soon('muted', msg`Muted users`),
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
