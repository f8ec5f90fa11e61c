import { expect, test } from 'vitest';
import { SHORTCUTS } from '../lib/keyboard-shortcuts';
import { KEY_HANDLERS } from './keyboard-commands';

test('every documented key has a handler, and every handler is documented', () => {
  const appWide = SHORTCUTS.filter((shortcut) => !shortcut.feed).map((shortcut) => shortcut.id);
  expect(Object.keys(KEY_HANDLERS).sort()).toEqual([...appWide].sort());
  for (const id of appWide)
    expect(typeof KEY_HANDLERS[id as keyof typeof KEY_HANDLERS]).toBe('function');
});

test('only j, k and . are left to the feeds', () => {
  const feed = SHORTCUTS.filter((shortcut) => shortcut.feed).flatMap((shortcut) => shortcut.keys);
  expect(feed.sort()).toEqual(['.', 'j', 'k']);
});
