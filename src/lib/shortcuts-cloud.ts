import { InvalidSettingsError, isSettingValue, type ShortcutsViewMode } from './settings';
import { parseShortcutList, type Shortcut } from './shortcuts';

/**
 * Shortcut settings kept in the person's private note on their own account, between two marker
 * lines; whatever else the note says is left as it is.
 */
export const CLOUD_BLOCK_START = '--- petrel shortcuts v1 ---';
export const CLOUD_BLOCK_END = '--- end of petrel shortcuts ---';

export interface CloudShortcuts {
  shortcuts: Shortcut[];
  viewMode: ShortcutsViewMode;
}

function findBlock(note: string): { start: number; end: number } | null {
  const start = note.indexOf(CLOUD_BLOCK_START);
  if (start < 0) return null;
  const endMarker = note.indexOf(CLOUD_BLOCK_END, start + CLOUD_BLOCK_START.length);
  if (endMarker < 0) return { start, end: -1 };
  return { start, end: endMarker + CLOUD_BLOCK_END.length };
}

/** The note with the block holding `value` in place of the old one (or after the text). */
export function writeCloudShortcuts(note: string, value: CloudShortcuts): string {
  const json = JSON.stringify({ shortcuts: value.shortcuts, viewMode: value.viewMode });
  const block = `${CLOUD_BLOCK_START}\n${json}\n${CLOUD_BLOCK_END}`;
  const found = findBlock(note);
  if (found && found.end >= 0) return note.slice(0, found.start) + block + note.slice(found.end);
  const kept = found ? note.slice(0, found.start) : note;
  const text = kept.trimEnd();
  return text ? `${text}\n\n${block}` : block;
}

/**
 * The shortcut settings in a note: null when the note has no block.
 *
 * @throws InvalidSettingsError ('Invalid settings format') for a block that cannot be read.
 */
export function readCloudShortcuts(note: string): CloudShortcuts | null {
  const found = findBlock(note);
  if (!found) return null;
  if (found.end < 0) throw new InvalidSettingsError();
  const body = note
    .slice(found.start + CLOUD_BLOCK_START.length, found.end - CLOUD_BLOCK_END.length)
    .trim();
  try {
    const parsed = JSON.parse(body) as unknown;
    if (typeof parsed !== 'object' || parsed === null) throw new InvalidSettingsError();
    const { shortcuts, viewMode } = parsed as Record<string, unknown>;
    const mode = viewMode ?? null;
    if (!isSettingValue('shortcutsViewMode', mode)) throw new InvalidSettingsError();
    return { shortcuts: parseShortcutList(shortcuts), viewMode: mode };
  } catch {
    throw new InvalidSettingsError();
  }
}
