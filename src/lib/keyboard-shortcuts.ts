/** The second key of a sequence (`g h`) must come within this long of the first. */
export const SEQUENCE_TIMEOUT_MS = 1500;

export type ShortcutGroup = 'posts' | 'timelines' | 'go' | 'app';

export type ShortcutId =
  | 'next'
  | 'previous'
  | 'open'
  | 'reply'
  | 'boost'
  | 'like'
  | 'bookmark'
  | 'quote'
  | 'show-new'
  | 'go-home'
  | 'go-notifications'
  | 'go-local'
  | 'go-federated'
  | 'go-settings'
  | 'compose'
  | 'search'
  | 'help';

export interface Shortcut {
  id: ShortcutId;
  group: ShortcutGroup;
  /**
   * The ways to press it, each the keys in order separated by spaces: `g h` is g then h. A key is
   * named by the character it types (whatever the keyboard layout) or its `KeyboardEvent.key` name.
   */
  keys: readonly string[];
  /** Handled by the feed itself (it knows its rows and new posts), not by the app-wide keys. */
  feed?: true;
}

/** Every keyboard shortcut: the help lists these, and the keys act on them. */
export const SHORTCUTS: readonly Shortcut[] = [
  { id: 'next', group: 'timelines', keys: ['j'], feed: true },
  { id: 'previous', group: 'timelines', keys: ['k'], feed: true },
  { id: 'show-new', group: 'timelines', keys: ['.'], feed: true },
  { id: 'open', group: 'posts', keys: ['o', 'Enter'] },
  { id: 'reply', group: 'posts', keys: ['r'] },
  { id: 'boost', group: 'posts', keys: ['b'] },
  { id: 'like', group: 'posts', keys: ['f'] },
  { id: 'bookmark', group: 'posts', keys: ['d'] },
  { id: 'quote', group: 'posts', keys: ['q'] },
  { id: 'go-home', group: 'go', keys: ['g h'] },
  { id: 'go-notifications', group: 'go', keys: ['g n'] },
  { id: 'go-local', group: 'go', keys: ['g l'] },
  { id: 'go-federated', group: 'go', keys: ['g f'] },
  { id: 'go-settings', group: 'go', keys: ['g s'] },
  { id: 'compose', group: 'app', keys: ['n', 'c'] },
  { id: 'search', group: 'app', keys: ['/'] },
  { id: 'help', group: 'app', keys: ['?'] },
];

/** The groups in the order the help lists them (the UI names them: components/KeyboardHelpDialog.tsx). */
export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = ['timelines', 'posts', 'go', 'app'];

/** `g h` → ['g', 'h']; a sequence of no keys, or of a space, is a mistake in the table. */
export function parseKeySequence(spec: string): string[] {
  const keys = spec.trim().split(/\s+/);
  if (keys.length === 0 || keys[0] === '') throw new RangeError(`Empty shortcut: "${spec}"`);
  return keys;
}

/** A key press as far as shortcuts care. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** AltGr types characters on many layouts (and reports Ctrl and Alt with it on Windows). */
  altGraph: boolean;
}

/** The parts of a keyboard event that shortcuts read. */
export function keyPressOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'getModifierState'>,
): KeyPress {
  const { key, ctrlKey, metaKey, altKey } = event;
  return { key, ctrlKey, metaKey, altKey, altGraph: event.getModifierState('AltGraph') };
}

/** The keys of a sequence typed so far, and when the last came. */
export interface SequenceState {
  typed: readonly string[];
  at: number;
}

export const NO_SEQUENCE: SequenceState = { typed: [], at: 0 };

const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock', 'OS']);

export interface ShortcutMatch {
  state: SequenceState;
  /** The shortcut the press completes, if any. */
  shortcut: Shortcut | null;
}

/**
 * Feeds one key press to the shortcut table. A press with Ctrl, Alt or Meta (not AltGr) is the
 * browser's or the system's and ends any sequence. Keys compare as typed (`f`, not `F`). A key
 * that starts a sequence waits for the next; a key that breaks a sequence is dropped rather than
 * run alone, so `g` then `f` never likes a post.
 */
export function matchShortcut(
  shortcuts: readonly Shortcut[],
  state: SequenceState,
  press: KeyPress,
  now: number,
): ShortcutMatch {
  if (MODIFIER_KEYS.has(press.key)) return { state, shortcut: null };
  const chord = press.metaKey || (!press.altGraph && (press.ctrlKey || press.altKey));
  if (chord) return { state: NO_SEQUENCE, shortcut: null };
  const live = state.typed.length > 0 && now - state.at <= SEQUENCE_TIMEOUT_MS;
  const typed = [...(live ? state.typed : []), press.key];
  let startsSequence = false;
  for (const shortcut of shortcuts) {
    for (const spec of shortcut.keys) {
      const keys = parseKeySequence(spec);
      if (keys.length === typed.length && keys.every((key, index) => key === typed[index])) {
        return { state: NO_SEQUENCE, shortcut };
      }
      if (keys.length > typed.length && typed.every((key, index) => key === keys[index])) {
        startsSequence = true;
      }
    }
  }
  return { state: startsSequence ? { typed, at: now } : NO_SEQUENCE, shortcut: null };
}
