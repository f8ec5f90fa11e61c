import { describe, expect, test } from 'vitest';
import {
  matchShortcut,
  NO_SEQUENCE,
  parseKeySequence,
  SEQUENCE_TIMEOUT_MS,
  SHORTCUT_GROUPS,
  SHORTCUTS,
  type KeyPress,
  type SequenceState,
} from './keyboard-shortcuts';

const press = (key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  altGraph: false,
  ...modifiers,
});

/** Types the keys one after another, `gap` ms apart; the ids of the shortcuts they complete. */
function type(keys: (string | KeyPress)[], gap = 100): string[] {
  let state: SequenceState = NO_SEQUENCE;
  const matched: string[] = [];
  keys.forEach((key, index) => {
    const result = matchShortcut(
      SHORTCUTS,
      state,
      typeof key === 'string' ? press(key) : key,
      1_000 + index * gap,
    );
    state = result.state;
    if (result.shortcut) matched.push(result.shortcut.id);
  });
  return matched;
}

describe('parseKeySequence', () => {
  test('splits a sequence on spaces and keeps single keys whole', () => {
    expect(parseKeySequence('g h')).toEqual(['g', 'h']);
    expect(parseKeySequence(' g   n ')).toEqual(['g', 'n']);
    expect(parseKeySequence('Enter')).toEqual(['Enter']);
    expect(parseKeySequence('?')).toEqual(['?']);
  });

  test('an empty sequence is a mistake', () => {
    expect(() => parseKeySequence('')).toThrow(RangeError);
    expect(() => parseKeySequence('   ')).toThrow(RangeError);
  });
});

describe('the table', () => {
  test('every shortcut has a unique id, a known group and keys that parse', () => {
    const ids = SHORTCUTS.map((shortcut) => shortcut.id);
    expect(new Set(ids).size).toBe(ids.length);
    const groups = new Set(SHORTCUT_GROUPS);
    for (const shortcut of SHORTCUTS) {
      expect(groups.has(shortcut.group)).toBe(true);
      expect(shortcut.keys.length).toBeGreaterThan(0);
      shortcut.keys.forEach((spec) => expect(parseKeySequence(spec).length).toBeGreaterThan(0));
    }
  });

  test('no two shortcuts share keys, and no shortcut is the start of a sequence', () => {
    const sequences = SHORTCUTS.flatMap((shortcut) => shortcut.keys.map(parseKeySequence));
    const joined = sequences.map((keys) => keys.join(' '));
    expect(new Set(joined).size).toBe(joined.length);
    for (const keys of sequences) {
      for (const other of sequences) {
        if (other.length <= keys.length) continue;
        expect(other.slice(0, keys.length)).not.toEqual(keys);
      }
    }
  });

  test('the issue’s keys are all there', () => {
    const keys = SHORTCUTS.flatMap((shortcut) => shortcut.keys);
    for (const key of ['?', 'j', 'k', 'o', 'Enter', 'r', 'b', 'f', 'd', 'q', 'n', '/', '.']) {
      expect(keys).toContain(key);
    }
    for (const key of ['g h', 'g n', 'g l', 'g f', 'g s']) expect(keys).toContain(key);
  });
});

describe('matchShortcut', () => {
  test('a single key runs its shortcut', () => {
    expect(type(['f'])).toEqual(['like']);
    expect(type(['?'])).toEqual(['help']);
    expect(type(['Enter'])).toEqual(['open']);
    expect(type(['o', 'r', 'b'])).toEqual(['open', 'reply', 'boost']);
  });

  test('a sequence runs when its keys come in order, and only then', () => {
    expect(type(['g', 'n'])).toEqual(['go-notifications']);
    expect(type(['g', 'h', 'g', 's'])).toEqual(['go-home', 'go-settings']);
    expect(type(['g'])).toEqual([]);
  });

  test('the second key of a sequence does not also run alone', () => {
    // n alone opens the composer and f likes: after g they only go places.
    expect(type(['g', 'n'])).not.toContain('compose');
    expect(type(['g', 'f'])).toEqual(['go-federated']);
  });

  test('a key that breaks a sequence is dropped, and the next starts afresh', () => {
    expect(type(['g', 'x', 'f'])).toEqual(['like']);
    expect(type(['g', 'g', 'h'])).toEqual([]);
  });

  test('a sequence lapses after the timeout', () => {
    expect(type(['g', 'n'], SEQUENCE_TIMEOUT_MS)).toEqual(['go-notifications']);
    expect(type(['g', 'n'], SEQUENCE_TIMEOUT_MS + 1)).toEqual(['compose']);
  });

  test('keys match as typed: the layout decides, and Shift+f is not f', () => {
    expect(type(['F'])).toEqual([]);
    expect(type(['?'])).toEqual(['help']);
    expect(type(['G', 'h'])).toEqual([]);
  });

  test('Ctrl, Alt and Meta combinations stay the browser’s, and end a sequence', () => {
    expect(type([press('f', { ctrlKey: true })])).toEqual([]);
    expect(type([press('f', { metaKey: true })])).toEqual([]);
    expect(type([press('f', { altKey: true })])).toEqual([]);
    expect(type(['g', press('n', { ctrlKey: true }), 'n'])).toEqual(['compose']);
  });

  test('AltGr typing a character is not a combination', () => {
    // Windows reports AltGr as Ctrl+Alt; the character it types is what counts.
    expect(type([press('/', { ctrlKey: true, altKey: true, altGraph: true })])).toEqual(['search']);
  });

  test('a modifier key on its own keeps the sequence going', () => {
    expect(type(['g', 'Shift', 'n'])).toEqual(['go-notifications']);
  });
});
