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
  | 'settings';

export interface NavEntry {
  key: NavKey;
  to: string;
  /** Active only on this very path, not on the paths below it. */
  end?: boolean;
  /** Shown only when logged in: it reads the account's own data. */
  account?: true;
  /** Shown only where the server offers it. */
  capability?: Capability;
  /** A screen of any instance: its path may name one first (`/{instance}/l`). */
  anyInstance?: true;
}

/** The main navigation, in its order: the sidebar on wide screens, the tab bar and its menu on phones. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { key: 'home', to: '/', end: true, account: true },
  { key: 'notifications', to: '/notifications', account: true },
  { key: 'local', to: '/l', anyInstance: true },
  { key: 'federated', to: '/p', anyInstance: true },
  { key: 'trending', to: '/trending', capability: 'trends', anyInstance: true },
  { key: 'search', to: '/search' },
  { key: 'bookmarks', to: '/bookmarks', account: true },
  { key: 'likes', to: '/favourites', account: true },
  { key: 'lists', to: '/lists', account: true },
  { key: 'followedHashtags', to: '/followed-hashtags', account: true },
  { key: 'catchup', to: '/catchup', account: true },
  { key: 'filters', to: '/filters', account: true, capability: 'filtersV2' },
  { key: 'scheduledPosts', to: '/scheduled-posts', account: true, capability: 'scheduledPosts' },
  { key: 'shortcuts', to: '/shortcuts', account: true },
  { key: 'settings', to: '/settings' },
];

/**
 * The entries that work for this session: account screens only when logged in, and screens a
 * capability gates only once the server is known to offer it (null: not known yet).
 * `otherInstance`: logged out, the instance read when it is not the default one; its public
 * screens are the ones linked, as `capabilities` are its own.
 */
export function visibleNavEntries(
  isLoggedIn: boolean,
  capabilities: Capabilities | null,
  otherInstance?: string,
): NavEntry[] {
  return NAV_ENTRIES.filter(
    ({ account, capability }) =>
      (!account || isLoggedIn) && (!capability || capabilities?.[capability] === true),
  ).map((entry) =>
    otherInstance && entry.anyInstance ? { ...entry, to: `/${otherInstance}${entry.to}` } : entry,
  );
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
  return NAV_ENTRIES.some((entry) => entry.to === path) || OTHER_TOP_LEVEL.includes(path);
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
