/**
 * Whether a click on a post's body opens the post. Links, media, buttons, form controls and
 * anything interactive keep their own meaning; selecting text is not a click; a click inside a
 * quoted post belongs to that post. Ctrl, ⌘ or the middle button open it in a new tab, as they
 * would a link; other buttons, Shift and Alt are left to the browser.
 */
export type PostClickIntent = 'open' | 'open-new-tab' | 'ignore';

export interface PostClick {
  /** 0 main, 1 middle (`auxclick`), 2 secondary. */
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

/** Elements whose clicks mean something else than "open the post". */
const INTERACTIVE = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  'label',
  'summary',
  'video',
  'audio',
  'iframe',
  '[role="button"]',
  '[role="link"]',
  '[role="menu"]',
  '[role="dialog"]',
  '[contenteditable="true"]',
  'dialog',
  '.media',
  '.media-grid',
  '.poll',
].join(',');

export function postClickIntent(
  click: PostClick,
  /** The post's element (the click listener's). */
  post: Element,
  /** The text selected in the page when the click ended (`String(getSelection())`). */
  selectedText: string,
): PostClickIntent {
  if (click.defaultPrevented || click.shiftKey || click.altKey) return 'ignore';
  if (click.button !== 0 && click.button !== 1) return 'ignore';
  const target = click.target;
  if (!(target instanceof Element) || !post.contains(target)) return 'ignore';
  const interactive = target.closest(INTERACTIVE);
  if (interactive && post.contains(interactive)) return 'ignore';
  // A quoted post inside this one opens itself.
  if (target.closest('article') !== post) return 'ignore';
  if (selectedText.trim() !== '') return 'ignore';
  return click.button === 1 || click.ctrlKey || click.metaKey ? 'open-new-tab' : 'open';
}
