import { parseHashtags, TooManyHashtagsError } from './hashtags';
import { isValidInstance } from './instance';

/** How many shortcuts an account keeps; also the most columns shown side by side. */
export const MAX_SHORTCUTS = 12;

/** Where a shortcut leads. `instance` is another server's host; absent means one's own. */
export type Shortcut =
  | { type: 'home' }
  | { type: 'notifications' }
  | { type: 'mentions' }
  | { type: 'list'; id: string; title: string }
  | { type: 'public'; local: boolean; instance?: string }
  | { type: 'trending'; instance?: string }
  | { type: 'search'; query: string }
  | { type: 'hashtag'; tags: string[]; media: boolean; instance?: string }
  | { type: 'bookmarks' }
  | { type: 'favourites' }
  | { type: 'profile' };

export type ShortcutType = Shortcut['type'];

export type ShortcutErrorCode =
  | 'too-many'
  | 'duplicate'
  | 'invalid-instance'
  | 'invalid-hashtag'
  | 'too-many-hashtags'
  | 'empty'
  | 'invalid';

/** A shortcut that cannot be added; `code` picks the message shown. */
export class ShortcutError extends Error {
  constructor(readonly code: ShortcutErrorCode) {
    super(`Invalid shortcut: ${code}`);
    this.name = 'ShortcutError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalInstance(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new ShortcutError('invalid-instance');
  const host = value
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '')
    .toLowerCase();
  if (!host) return undefined;
  if (!isValidInstance(host)) throw new ShortcutError('invalid-instance');
  return host;
}

function nonEmpty(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw new ShortcutError('empty');
  return value.trim();
}

function withInstance<T extends object>(shortcut: T, instance: string | undefined) {
  return instance ? { ...shortcut, instance } : shortcut;
}

function hashtagTags(value: unknown): string[] {
  if (typeof value !== 'string' && !(Array.isArray(value) && value.every(isString)))
    throw new ShortcutError('invalid-hashtag');
  try {
    const tags = parseHashtags(value);
    if (tags.length === 0) throw new ShortcutError('empty');
    return tags;
  } catch (error) {
    if (error instanceof ShortcutError) throw error;
    const tooMany = error instanceof TooManyHashtagsError;
    throw new ShortcutError(tooMany ? 'too-many-hashtags' : 'invalid-hashtag');
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * A shortcut from untrusted input (a form, storage, the cloud note), normalised: instance hosts
 * lower-cased without scheme, hashtags without '#' (1 to 5 of them), text trimmed.
 *
 * @throws ShortcutError when it is not a shortcut.
 */
export function parseShortcut(raw: unknown): Shortcut {
  if (!isRecord(raw)) throw new ShortcutError('invalid');
  switch (raw.type) {
    case 'home':
    case 'notifications':
    case 'mentions':
    case 'bookmarks':
    case 'favourites':
    case 'profile':
      return { type: raw.type };
    case 'list':
      return {
        type: 'list',
        id: nonEmpty(raw.id),
        title: typeof raw.title === 'string' ? raw.title : '',
      };
    case 'public':
      return withInstance(
        { type: 'public' as const, local: raw.local === true },
        optionalInstance(raw.instance),
      );
    case 'trending':
      return withInstance({ type: 'trending' as const }, optionalInstance(raw.instance));
    case 'search':
      return { type: 'search', query: nonEmpty(raw.query) };
    case 'hashtag':
      return withInstance(
        { type: 'hashtag' as const, tags: hashtagTags(raw.tags), media: raw.media === true },
        optionalInstance(raw.instance),
      );
    default:
      throw new ShortcutError('invalid');
  }
}

/** A stable identity: two shortcuts with the same key lead to the same place. */
export function shortcutKey(shortcut: Shortcut): string {
  switch (shortcut.type) {
    case 'list':
      return `list:${shortcut.id}`;
    case 'public':
      return `${shortcut.local ? 'local' : 'federated'}:${shortcut.instance ?? ''}`;
    case 'trending':
      return `trending:${shortcut.instance ?? ''}`;
    case 'search':
      return `search:${shortcut.query.toLowerCase()}`;
    case 'hashtag': {
      const tags = shortcut.tags.map((tag) => tag.toLowerCase()).join('+');
      return `hashtag:${shortcut.instance ?? ''}:${tags}:${shortcut.media ? 'media' : 'all'}`;
    }
    default:
      return shortcut.type;
  }
}

export function canAddShortcut(shortcuts: readonly Shortcut[]): boolean {
  return shortcuts.length < MAX_SHORTCUTS;
}

/**
 * The list with `raw` added at the end.
 *
 * @throws ShortcutError: invalid, already there ('duplicate') or the cap reached ('too-many').
 */
export function addShortcut(shortcuts: readonly Shortcut[], raw: unknown): Shortcut[] {
  const shortcut = parseShortcut(raw);
  const key = shortcutKey(shortcut);
  if (shortcuts.some((existing) => shortcutKey(existing) === key))
    throw new ShortcutError('duplicate');
  if (!canAddShortcut(shortcuts)) throw new ShortcutError('too-many');
  return [...shortcuts, shortcut];
}

export function removeShortcut(shortcuts: readonly Shortcut[], index: number): Shortcut[] {
  return shortcuts.filter((_, position) => position !== index);
}

/** The list with the shortcut at `index` moved by `step` places (kept within the list). */
export function moveShortcut(
  shortcuts: readonly Shortcut[],
  index: number,
  step: number,
): Shortcut[] {
  const target = Math.min(shortcuts.length - 1, Math.max(0, index + step));
  if (index < 0 || index >= shortcuts.length || target === index) return [...shortcuts];
  const next = [...shortcuts];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved);
  return next;
}

/**
 * Stored shortcuts, read leniently: entries that are not shortcuts and duplicates are dropped,
 * and only the first MAX_SHORTCUTS are kept.
 */
export function parseStoredShortcuts(raw: unknown): Shortcut[] {
  if (!Array.isArray(raw)) return [];
  let shortcuts: Shortcut[] = [];
  for (const entry of raw) {
    try {
      shortcuts = addShortcut(shortcuts, entry);
    } catch {
      // Skipped: an entry from an older or damaged record.
    }
  }
  return shortcuts;
}

/**
 * A whole list read strictly (an import): any entry that is not a shortcut, a duplicate or more
 * than the cap throws.
 */
export function parseShortcutList(raw: unknown): Shortcut[] {
  if (!Array.isArray(raw)) throw new ShortcutError('invalid');
  return raw.reduce<Shortcut[]>((list, entry) => addShortcut(list, entry), []);
}

/** The app path a shortcut opens; `own` is the session's instance and account id. */
export function shortcutPath(shortcut: Shortcut, own: { accountId?: string; instance: string }) {
  const at = (instance: string | undefined) => (instance ? `/${instance}` : '');
  switch (shortcut.type) {
    case 'home':
      return '/';
    case 'notifications':
    case 'mentions':
    case 'bookmarks':
    case 'favourites':
      return `/${shortcut.type}`;
    case 'list':
      return `/lists/${encodeURIComponent(shortcut.id)}`;
    case 'public':
      return `${at(shortcut.instance)}/${shortcut.local ? 'l' : 'p'}`;
    case 'trending':
      return `${at(shortcut.instance)}/trending`;
    case 'search':
      return `/search?q=${encodeURIComponent(shortcut.query)}`;
    case 'hashtag': {
      const tags = shortcut.tags.map((tag) => encodeURIComponent(tag)).join('+');
      return `${at(shortcut.instance)}/t/${tags}${shortcut.media ? '?media=1' : ''}`;
    }
    case 'profile':
      return `/${own.instance}/a/${encodeURIComponent(own.accountId ?? '')}`;
  }
}

export type ShortcutsView = 'float-button' | 'tab-menu-bar' | 'multi-column' | null;

/**
 * How shortcuts are shown. Columns exactly when the columns setting is on (so its switch in
 * Settings does what it says); otherwise the chosen view mode, if it is not columns.
 */
export function effectiveShortcutsView(settings: {
  shortcutsViewMode: ShortcutsView;
  shortcutsColumnsMode: boolean;
}): ShortcutsView {
  if (settings.shortcutsColumnsMode) return 'multi-column';
  return settings.shortcutsViewMode === 'multi-column' ? null : settings.shortcutsViewMode;
}
