import { describe, expect, test } from 'vitest';
import type { Capabilities } from './capabilities';
import {
  activeNavKey,
  isEntryActive,
  isTopLevelPath,
  NAV_ENTRIES,
  parentPath,
  splitPhoneTabs,
  groupNavEntries,
  visibleNavEntries,
} from './navigation';

const offersAll = { trends: true, filtersV2: true, scheduledPosts: true } as Capabilities;
const keys = (entries: { key: string }[]) => entries.map((entry) => entry.key);

describe('visibleNavEntries', () => {
  test('logged out, only what needs no account', () => {
    expect(keys(visibleNavEntries(false, offersAll))).toEqual([
      'local',
      'federated',
      'trending',
      'search',
      'settings',
    ]);
  });

  test('capability-gated entries wait until the server is known to offer them', () => {
    const shown = keys(visibleNavEntries(true, null));
    expect(shown).not.toContain('trending');
    expect(shown).not.toContain('filters');
    expect(shown).not.toContain('scheduledPosts');
    expect(keys(visibleNavEntries(true, offersAll, undefined, '/h/a/1'))).toEqual(
      keys([...NAV_ENTRIES]),
    );
  });

  test('Profile leads to the account’s own profile, and is there only when it is known', () => {
    const entries = visibleNavEntries(true, offersAll, undefined, '/social.example/a/7');
    expect(entries.find((entry) => entry.key === 'profile')?.to).toBe('/social.example/a/7');
    expect(keys(visibleNavEntries(true, offersAll))).not.toContain('profile');
    expect(keys(visibleNavEntries(false, offersAll, undefined, '/h/a/1'))).not.toContain('profile');
  });

  test('Drafts is an entry of one’s own things', () => {
    const entries = visibleNavEntries(true, offersAll);
    expect(entries.find((entry) => entry.key === 'drafts')).toMatchObject({
      to: '/drafts',
      group: 'yours',
    });
  });

  test.each([
    ['local', '/other.example/l'],
    ['federated', '/other.example/p'],
    ['trending', '/other.example/trending'],
    ['search', '/search'],
    ['settings', '/settings'],
  ])('reading another instance, %s leads to %s', (key, to) => {
    const entries = visibleNavEntries(false, offersAll, 'other.example');
    expect(entries.find((entry) => entry.key === key)?.to).toBe(to);
  });

  test('reading the default instance, the paths name none', () => {
    const paths = visibleNavEntries(false, offersAll).map((entry) => entry.to);
    expect(paths).toEqual(['/l', '/p', '/trending', '/search', '/settings']);
  });
});

describe('splitPhoneTabs', () => {
  test('logged in: Home, Notifications and Search in the bar, the rest in More, in order', () => {
    const { tabs, more } = splitPhoneTabs(
      visibleNavEntries(true, offersAll, undefined, '/h/a/1'),
      true,
    );
    expect(keys(tabs)).toEqual(['home', 'notifications', 'search']);
    expect(keys(more)).toEqual([
      'local',
      'federated',
      'trending',
      'catchup',
      'profile',
      'bookmarks',
      'likes',
      'lists',
      'followedHashtags',
      'drafts',
      'scheduledPosts',
      'filters',
      'shortcuts',
      'settings',
    ]);
  });

  test('logged out: the public timelines and Search in the bar', () => {
    const { tabs, more } = splitPhoneTabs(visibleNavEntries(false, offersAll), false);
    expect(keys(tabs)).toEqual(['local', 'federated', 'trending', 'search']);
    expect(keys(more)).toEqual(['settings']);
    // Without trends, the bar does without Trending rather than show a dead tab.
    expect(keys(splitPhoneTabs(visibleNavEntries(false, null), false).tabs)).toEqual([
      'local',
      'federated',
      'search',
    ]);
  });
});

describe('groupNavEntries', () => {
  test('timelines, one’s own things, then what to manage, each in order', () => {
    const groups = groupNavEntries(visibleNavEntries(true, offersAll, undefined, '/h/a/1'));
    expect(groups.map(({ group, entries }) => [group, keys(entries)])).toEqual([
      [
        'timelines',
        ['home', 'notifications', 'local', 'federated', 'trending', 'search', 'catchup'],
      ],
      [
        'yours',
        ['profile', 'bookmarks', 'likes', 'lists', 'followedHashtags', 'drafts', 'scheduledPosts'],
      ],
      ['manage', ['filters', 'shortcuts', 'settings']],
    ]);
  });

  test('a group with nothing in it is left out', () => {
    const groups = groupNavEntries(visibleNavEntries(false, offersAll));
    expect(groups.map(({ group }) => group)).toEqual(['timelines', 'manage']);
  });
});

describe('isEntryActive', () => {
  const entry = (key: string) => NAV_ENTRIES.find((e) => e.key === key)!;
  test('Home only on its own path, others on theirs and below', () => {
    expect(isEntryActive(entry('home'), '/')).toBe(true);
    expect(isEntryActive(entry('home'), '/lists')).toBe(false);
    expect(isEntryActive(entry('lists'), '/lists/7')).toBe(true);
    expect(isEntryActive(entry('lists'), '/lists/')).toBe(true);
    expect(isEntryActive(entry('local'), '/lists')).toBe(false);
  });
});

describe('isTopLevelPath', () => {
  test.each([
    '/',
    '/home',
    '/notifications',
    '/l',
    '/p',
    '/search',
    '/lists',
    '/settings',
    '/lists/',
    '/login',
    '/mentions',
    '/notifications/requests',
  ])('%s is top level', (path) => {
    expect(isTopLevelPath(path)).toBe(true);
  });

  test.each([
    '/s/1',
    '/mastodon.social/s/1',
    '/a/2',
    '/a/@alice',
    '/a/2/followers',
    '/t/tides',
    '/lists/3',
    '/s/1/history',
    '/s/1/quotes',
    '/s/1/liked-by',
    '/notifications/requests/4',
    '/profile/edit',
    '/blocked',
    '/compose',
    '/other.example/l',
    '/no-such-screen',
  ])('%s is below the top level', (path) => {
    expect(isTopLevelPath(path)).toBe(false);
  });
});

describe('parentPath', () => {
  test.each([
    ['/mastodon.social/s/1/history', '/mastodon.social/s/1'],
    ['/s/1/boosted-by', '/s/1'],
    ['/a/2/following', '/a/2'],
    ['/h.example/a/@alice/followers', '/h.example/a/@alice'],
    ['/lists/3', '/lists'],
    ['/notifications/requests/4', '/notifications/requests'],
    ['/s/1', '/'],
    ['/t/tides', '/'],
    ['/profile/edit', '/'],
  ])('%s goes up to %s', (path, parent) => {
    expect(parentPath(path)).toBe(parent);
  });
});

describe('activeNavKey', () => {
  test('the entry of the screen shown, or none', () => {
    const entries = visibleNavEntries(true, offersAll);
    expect(activeNavKey(entries, '/', true)).toBe('home');
    expect(activeNavKey(entries, '/lists/3', true)).toBe('lists');
    expect(activeNavKey(entries, '/s/1', true)).toBeNull();
  });

  test('logged out, / is Trending where the server has it, else Local', () => {
    expect(activeNavKey(visibleNavEntries(false, offersAll), '/', false)).toBe('trending');
    expect(activeNavKey(visibleNavEntries(false, null), '/', false)).toBe('local');
    expect(activeNavKey(visibleNavEntries(false, offersAll), '/p', false)).toBe('federated');
  });
});
