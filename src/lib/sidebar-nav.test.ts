import { expect, test } from 'vitest';
import type { Capabilities } from './capabilities';
import { NAV_ENTRIES, visibleNavEntries } from './navigation';
import { sidebarNavEntries } from './sidebar-nav';

const offersAll = { trends: true, filtersV2: true, scheduledPosts: true } as Capabilities;
const keys = (entries: { key: string }[]) => entries.map((entry) => entry.key);

test('the sidebar holds the places of gated entries until the server is known', () => {
  const waiting = sidebarNavEntries(visibleNavEntries(true, null, undefined, '/h/a/1'), null, true);
  expect(keys(waiting)).toEqual(keys([...NAV_ENTRIES]));
  expect(keys(waiting.filter((entry) => entry.awaited)).sort()).toEqual([
    'filters',
    'scheduledPosts',
    'trending',
  ]);
  const lacking = { ...offersAll, trends: false };
  const known = sidebarNavEntries(
    visibleNavEntries(true, lacking, undefined, '/h/a/1'),
    lacking,
    true,
  );
  expect(keys(known)).not.toContain('trending');
  expect(known.some((entry) => entry.awaited)).toBe(false);
});

test('logged out, only the places of entries that need no account are held', () => {
  const waiting = sidebarNavEntries(visibleNavEntries(false, null), null, false);
  expect(keys(waiting.filter((entry) => entry.awaited))).toEqual(['trending']);
  expect(keys(waiting)).toEqual(['local', 'federated', 'trending', 'search', 'settings']);
});
