import { describe, expect, it } from 'vitest';
import {
  addShortcut,
  MAX_SHORTCUTS,
  moveShortcut,
  parseShortcut,
  parseShortcutList,
  parseStoredShortcuts,
  removeShortcut,
  ShortcutError,
  shortcutPath,
  effectiveShortcutsView,
  type Shortcut,
  type ShortcutsView,
} from './shortcuts';

const code = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof ShortcutError ? error.code : 'other';
  }
  return 'none';
};

const manyLists = (count: number): Shortcut[] =>
  Array.from({ length: count }, (_, index) => ({ type: 'list', id: `${index}`, title: '' }));

describe('parseShortcut', () => {
  it('accepts every kind', () => {
    for (const type of ['home', 'notifications', 'mentions', 'bookmarks', 'favourites', 'profile'])
      expect(parseShortcut({ type })).toEqual({ type });
    expect(parseShortcut({ type: 'list', id: '7', title: 'Friends' })).toEqual({
      type: 'list',
      id: '7',
      title: 'Friends',
    });
    expect(parseShortcut({ type: 'trending' })).toEqual({ type: 'trending' });
    expect(parseShortcut({ type: 'search', query: ' cats ' })).toEqual({
      type: 'search',
      query: 'cats',
    });
  });

  it('normalises the instance of Local, Federated, Trending and hashtags', () => {
    expect(
      parseShortcut({ type: 'public', local: true, instance: 'HTTPS://Example.COM/' }),
    ).toEqual({ type: 'public', local: true, instance: 'example.com' });
    expect(parseShortcut({ type: 'public', local: false, instance: '' })).toEqual({
      type: 'public',
      local: false,
    });
    expect(code(() => parseShortcut({ type: 'public', local: true, instance: 'not a host' }))).toBe(
      'invalid-instance',
    );
  });

  it('takes one to five hashtags, optionally media only', () => {
    expect(parseShortcut({ type: 'hashtag', tags: '#cats dogs', media: true })).toEqual({
      type: 'hashtag',
      tags: ['cats', 'dogs'],
      media: true,
    });
    expect(code(() => parseShortcut({ type: 'hashtag', tags: 'a b c d e f' }))).toBe(
      'too-many-hashtags',
    );
    expect(code(() => parseShortcut({ type: 'hashtag', tags: 'no-dashes' }))).toBe(
      'invalid-hashtag',
    );
    expect(code(() => parseShortcut({ type: 'hashtag', tags: '  ' }))).toBe('empty');
  });

  it('refuses what is not a shortcut', () => {
    expect(code(() => parseShortcut(null))).toBe('invalid');
    expect(code(() => parseShortcut({ type: 'nope' }))).toBe('invalid');
    expect(code(() => parseShortcut({ type: 'list' }))).toBe('empty');
    expect(code(() => parseShortcut({ type: 'search', query: '' }))).toBe('empty');
  });
});

describe('the list of shortcuts', () => {
  it(`is capped at ${MAX_SHORTCUTS}`, () => {
    const full = manyLists(MAX_SHORTCUTS);
    expect(code(() => addShortcut(full, { type: 'home' }))).toBe('too-many');
    expect(addShortcut(manyLists(MAX_SHORTCUTS - 1), { type: 'home' })).toHaveLength(MAX_SHORTCUTS);
  });

  it('refuses the same place twice', () => {
    const list = addShortcut([], { type: 'hashtag', tags: 'Cats' });
    expect(code(() => addShortcut(list, { type: 'hashtag', tags: 'cats' }))).toBe('duplicate');
    expect(addShortcut(list, { type: 'hashtag', tags: 'cats', media: true })).toHaveLength(2);
  });

  it('removes by position', () => {
    const list: Shortcut[] = [{ type: 'home' }, { type: 'mentions' }, { type: 'bookmarks' }];
    expect(removeShortcut(list, 1)).toEqual([{ type: 'home' }, { type: 'bookmarks' }]);
  });

  it('moves up and down within the list', () => {
    const list: Shortcut[] = [{ type: 'home' }, { type: 'mentions' }, { type: 'bookmarks' }];
    expect(moveShortcut(list, 2, -1).map((s) => s.type)).toEqual(['home', 'bookmarks', 'mentions']);
    expect(moveShortcut(list, 0, 1).map((s) => s.type)).toEqual(['mentions', 'home', 'bookmarks']);
    expect(moveShortcut(list, 0, -1)).toEqual(list);
    expect(moveShortcut(list, 2, 1)).toEqual(list);
  });

  it('reads stored lists leniently and imported ones strictly', () => {
    const stored = [{ type: 'home' }, { type: 'bogus' }, { type: 'home' }, ...manyLists(20)];
    const read = parseStoredShortcuts(stored);
    expect(read).toHaveLength(MAX_SHORTCUTS);
    expect(read[0]).toEqual({ type: 'home' });
    expect(parseStoredShortcuts('junk')).toEqual([]);
    expect(code(() => parseShortcutList(stored))).toBe('invalid');
    expect(code(() => parseShortcutList(manyLists(MAX_SHORTCUTS + 1)))).toBe('too-many');
  });
});

describe('shortcutPath', () => {
  const own = { instance: 'example.social', accountId: '42' };
  it('leads to the screen of each kind', () => {
    expect(shortcutPath({ type: 'home' }, own)).toBe('/');
    expect(shortcutPath({ type: 'public', local: true, instance: 'other.host' }, own)).toBe(
      '/other.host/l',
    );
    expect(shortcutPath({ type: 'public', local: false }, own)).toBe('/p');
    expect(shortcutPath({ type: 'hashtag', tags: ['a', 'b'], media: true }, own)).toBe(
      '/t/a+b?media=1',
    );
    expect(shortcutPath({ type: 'search', query: 'a b' }, own)).toBe('/search?q=a%20b');
    expect(shortcutPath({ type: 'profile' }, own)).toBe('/example.social/a/42');
    expect(shortcutPath({ type: 'list', id: '9', title: '' }, own)).toBe('/lists/9');
  });
});

describe('effectiveShortcutsView', () => {
  const view = (shortcutsViewMode: ShortcutsView, shortcutsColumnsMode: boolean) =>
    effectiveShortcutsView({ shortcutsViewMode, shortcutsColumnsMode });
  it('shows columns exactly when the columns setting is on', () => {
    expect(view(null, true)).toBe('multi-column');
    expect(view('tab-menu-bar', true)).toBe('multi-column');
    expect(view('multi-column', false)).toBe(null);
  });
  it('otherwise follows the view mode', () => {
    expect(view(null, false)).toBe(null);
    expect(view('tab-menu-bar', false)).toBe('tab-menu-bar');
    expect(view('float-button', false)).toBe('float-button');
  });
});
