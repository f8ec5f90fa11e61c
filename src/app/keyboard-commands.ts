import { appPaths } from '../lib/app-paths';
import type { ShortcutId } from '../lib/keyboard-shortcuts';
import { SEARCH_INPUT_ID, searchFieldToFocus } from '../lib/search-field';
import { sendPostCommand, type PostCommand } from '../components/status/post-commands';

/** What the app-wide keys can reach. */
export interface KeyContext {
  /** Goes to a screen, then focuses the element with `focusId` there, if given. */
  go: (path: string, focusId?: string) => void;
  isLoggedIn: boolean;
  /** Whether the composer dialog is open. */
  composing: boolean;
  openComposer: () => void;
  openHelp: () => void;
  /** Says something the reader needs to know (why a key did nothing). */
  notify: (message: 'login-required') => void;
}

/** A key's action; false when it did nothing, so the browser keeps the key. */
type KeyHandler = (context: KeyContext, event: KeyboardEvent) => boolean;

const post =
  (command: PostCommand): KeyHandler =>
  () =>
    sendPostCommand(command);

const go =
  (path: string): KeyHandler =>
  (context) => {
    context.go(path);
    return true;
  };

/** Every app-wide key's action. j, k and . belong to the feeds (`feed` in the table). */
export const KEY_HANDLERS: Record<
  Exclude<ShortcutId, 'next' | 'previous' | 'show-new'>,
  KeyHandler
> = {
  open: (_context, event) => {
    // Enter on a button or link inside a post is theirs; on the post itself, it opens it.
    const onPost = document.activeElement?.matches('article.status') ?? false;
    return (event.key !== 'Enter' || onPost) && sendPostCommand('open');
  },
  reply: post('reply'),
  boost: post('boost'),
  like: post('like'),
  bookmark: post('bookmark'),
  quote: post('quote'),
  'go-home': go(appPaths.home()),
  'go-notifications': go(appPaths.notifications()),
  'go-local': go(appPaths.local()),
  'go-federated': go(appPaths.federated()),
  'go-settings': go(appPaths.settings()),
  compose: (context) => {
    if (context.composing) return false;
    if (context.isLoggedIn) context.openComposer();
    else context.notify('login-required');
    return true;
  },
  search: (context) => {
    // The search screen's field, or the sidebar's on wide screens; else the search screen.
    const field = searchFieldToFocus(document);
    if (field) field.focus();
    else context.go(appPaths.search(), SEARCH_INPUT_ID);
    return true;
  },
  help: (context) => {
    context.openHelp();
    return true;
  },
};
