/** What a key press's target is, as far as Escape going back cares. */
export interface EscapeTarget {
  /** The element's tag name (upper case, as the DOM gives it). */
  tagName: string;
  isContentEditable: boolean;
  /** Inside an open dialog, menu or popover, which Escape closes instead. */
  inOverlay: boolean;
}

interface KeyPress {
  key: string;
  defaultPrevented: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * Whether Escape on a post's page goes back: a plain Escape that nothing else took (a dialog, a
 * menu, a field being typed in keep theirs).
 */
export function escapeGoesBack(press: KeyPress, target: EscapeTarget | null): boolean {
  if (press.key !== 'Escape' || press.defaultPrevented) return false;
  if (press.altKey || press.ctrlKey || press.metaKey || press.shiftKey) return false;
  if (!target) return true;
  return !target.inOverlay && !target.isContentEditable && !TYPING_TAGS.has(target.tagName);
}
