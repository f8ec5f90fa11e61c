import { SANDBOX_HOST } from './sandbox';

/** A screen of the navigation, by the name its screenshots and findings carry. */
export interface Screen {
  name: string;
  path: string;
}

/** The reading screens of the navigation, logged in as alice. */
export const READING_SCREENS: readonly Screen[] = [
  { name: 'home', path: '/#/' },
  { name: 'local', path: '/#/l' },
  { name: 'federated', path: '/#/p' },
  { name: 'notifications', path: '/#/notifications' },
  { name: 'mentions', path: '/#/mentions' },
  { name: 'search', path: '/#/search?q=birds&type=statuses' },
  { name: 'trending', path: '/#/trending' },
  { name: 'catchup', path: '/#/catchup' },
];

/** Alice's own things and the screens that manage them. */
export const YOUR_SCREENS: readonly Screen[] = [
  { name: 'profile', path: `/#/${SANDBOX_HOST}/a/@alice` },
  { name: 'other-profile', path: `/#/${SANDBOX_HOST}/a/@bob` },
  { name: 'lists', path: '/#/lists' },
  { name: 'bookmarks', path: '/#/bookmarks' },
  { name: 'favourites', path: '/#/favourites' },
  { name: 'followed-hashtags', path: '/#/followed-hashtags' },
  { name: 'drafts', path: '/#/drafts' },
  { name: 'scheduled', path: '/#/scheduled-posts' },
  { name: 'filters', path: '/#/filters' },
  { name: 'follow-requests', path: '/#/follow-requests' },
  { name: 'blocked', path: '/#/blocked' },
  { name: 'muted', path: '/#/muted' },
  { name: 'settings', path: '/#/settings' },
  { name: 'shortcuts', path: '/#/shortcuts' },
];
