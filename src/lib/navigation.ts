import type { Capabilities, Capability } from './capabilities';

export type NavKey =
  | 'home'
  | 'notifications'
  | 'local'
  | 'federated'
  | 'trending'
  | 'search'
  | 'bookmarks'
  | 'likes'
  | 'lists'
  | 'followedHashtags'
  | 'catchup'
  | 'filters'
  | 'scheduledPosts'
  | 'shortcuts'
  | 'settings'
  | 'profile'
  | 'drafts';

/** The navigation's groups, in order: what to read, one's own things, and what to manage. */
export type NavGroup = 'timelines' | 'yours' | 'manage';
export const NAV_GROUPS: readonly NavGroup[] = ['timelines', 'yours', 'manage'];

export interface NavEntry {
  key: NavKey;
  to: string;
  group: NavGroup;
  /** Active only on this very path, not on the paths below it. */
  end?: boolean;
  /** Shown only when logged in: it reads the account's own data. */
  account?: true;
  /** Shown only where the server offers it. */
  capability?: Capability;
  /** A screen of any instance: its path may name one first (`/{instance}/l`). */
  anyInstance?: true;
  /** Its place is held while the server is not known to offer it yet (lib/sidebar-nav.ts). */
  awaited?: true;
}

const PROFILE_PLACEHOLDER = '/profile';

/** The main navigation, in its order: the sidebar on wide screens, the tab bar and its menu on phones. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { key: 'home', to: '/', end: true, account: true, group: 'timelines' },
  { key: 'notifications', to: '/notifications', account: true, group: 'timelines' },
  { key: 'local', to: '/l', anyInstance: true, group: 'timelines' },
  { key: 'federated', to: '/p', anyInstance: true, group: 'timelines' },
  {
    key: 'trending',
    to: '/trending',
    capability: 'trends',
    anyInstance: true,
    group: 'timelines',
  },
  { key: 'search', to: '/search', group: 'timelines' },
  { key: 'catchup', to: '/catchup', account: true, group: 'timelines' },
  // Its path is the account's own profile, given by the session (see visibleNavEntries).
  { key: 'profile', to: PROFILE_PLACEHOLDER, account: true, group: 'yours' },
  { key: 'bookmarks', to: '/bookmarks', account: true, group: 'yours' },
  { key: 'likes', to: '/favourites', account: true, group: 'yours' },
  { key: 'lists', to: '/lists', account: true, group: 'yours' },
  { key: 'followedHashtags', to: '/followed-hashtags', account: true, group: 'yours' },
  { key: 'drafts', to: '/drafts', account: true, group: 'yours' },
  {
    key: 'scheduledPosts',
    to: '/scheduled-posts',
    account: true,
    capability: 'scheduledPosts',
    group: 'yours',
  },
  { key: 'filters', to: '/filters', account: true, capability: 'filtersV2', group: 'manage' },
  { key: 'shortcuts', to: '/shortcuts', account: true, group: 'manage' },
  { key: 'settings', to: '/settings', group: 'manage' },
];

/**
 * The entries that work for this session: account screens only when logged in, and screens a
 * capability gates only once the server is known to offer it (null: not known yet).
 * `otherInstance`: logged out, the instance read when it is not the default one; its public
 * screens are the ones linked, as `capabilities` are its own. `profilePath`: the logged-in
 * account's own profile (without it, no Profile entry).
 */
export function visibleNavEntries(
  isLoggedIn: boolean,
  capabilities: Capabilities | null,
  otherInstance?: string,
  profilePath?: string,
): NavEntry[] {
  return NAV_ENTRIES.filter(
    ({ key, account, capability }) =>
      (!account || isLoggedIn) &&
      (!capability || capabilities?.[capability] === true) &&
      (key !== 'profile' || profilePath !== undefined),
  ).map((entry) => {
    if (entry.key === 'profile' && profilePath) return { ...entry, to: profilePath };
    return otherInstance && entry.anyInstance
      ? { ...entry, to: `/${otherInstance}${entry.to}` }
      : entry;
  });
}

/** The entries in their groups, in order; a group with no entry is left out. */
export function groupNavEntries(
  entries: readonly NavEntry[],
): { group: NavGroup; entries: NavEntry[] }[] {
  return NAV_GROUPS.map((group) => ({
    group,
    entries: entries.filter((entry) => entry.group === group),
  })).filter(({ entries: inGroup }) => inGroup.length > 0);
}

const PHONE_TABS: Record<'loggedIn' | 'loggedOut', readonly NavKey[]> = {
  loggedIn: ['home', 'notifications', 'search'],
  loggedOut: ['trending', 'local', 'federated', 'search'],
};

/** The phone's tab bar keeps a few entries in sight; the rest go in its More menu, in order. */
export function splitPhoneTabs(
  entries: readonly NavEntry[],
  isLoggedIn: boolean,
): { tabs: NavEntry[]; more: NavEntry[] } {
  const inBar = PHONE_TABS[isLoggedIn ? 'loggedIn' : 'loggedOut'];
  return {
    tabs: entries.filter((entry) => inBar.includes(entry.key)),
    more: entries.filter((entry) => !inBar.includes(entry.key)),
  };
}

/** Whether an entry is the screen at this path (an `end` entry only on its own path). */
export function isEntryActive(entry: NavEntry, pathname: string): boolean {
  const path = normalisePath(pathname);
  if (entry.end || entry.to === '/') return path === entry.to;
  return path === entry.to || path.startsWith(`${entry.to}/`);
}

function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Top level all the same: screens reached from the header, and the tabs beside Notifications.
 */
const OTHER_TOP_LEVEL = [
  '/home',
  '/login',
  '/signup',
  '/mentions',
  '/follow-requests',
  '/notifications/requests',
];

/**
 * Whether a path is a top-level screen (one of the navigation's entries, whoever is logged in),
 * which has no Back button; everything below one (a post, a profile, a list…) has one.
 */
export function isTopLevelPath(pathname: string): boolean {
  const path = normalisePath(pathname);
  return (
    NAV_ENTRIES.some((entry) => entry.key !== 'profile' && entry.to === path) ||
    OTHER_TOP_LEVEL.includes(path)
  );
}

/** Screens whose parent is another screen than Home, by the pattern of their path. */
const PARENTS: readonly [RegExp, (match: RegExpMatchArray) => string][] = [
  [/^((?:\/[^/]+)?\/s\/[^/]+)\/(?:history|quotes|liked-by|boosted-by)$/, (m) => m[1] ?? '/'],
  [/^((?:\/[^/]+)?\/a\/[^/]+)\/(?:followers|following)$/, (m) => m[1] ?? '/'],
  [/^\/lists\/[^/]+$/, () => '/lists'],
  [/^\/notifications\/requests\/[^/]+$/, () => '/notifications/requests'],
];

/** Where Back leads when there is no earlier screen of the app to go back to: the path's parent. */
export function parentPath(pathname: string): string {
  const path = normalisePath(pathname);
  for (const [pattern, parent] of PARENTS) {
    const match = path.match(pattern);
    if (match) return parent(match);
  }
  return '/';
}

/**
 * The entry whose screen a path shows, if any. Logged out, `/` shows Trending where the server
 * has it and Local elsewhere, so that entry is the one marked.
 */
export function activeNavKey(
  entries: readonly NavEntry[],
  pathname: string,
  isLoggedIn: boolean,
): NavKey | null {
  if (!isLoggedIn && normalisePath(pathname) === '/') {
    return entries.some((entry) => entry.key === 'trending') ? 'trending' : 'local';
  }
  return entries.find((entry) => isEntryActive(entry, pathname))?.key ?? null;
}
