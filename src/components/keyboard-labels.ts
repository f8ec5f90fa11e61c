import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ShortcutGroup, ShortcutId } from '../lib/keyboard-shortcuts';

/** What each shortcut does, as the help says it. */
export const SHORTCUT_LABELS: Record<ShortcutId, MessageDescriptor> = {
  next: msg`Next post`,
  previous: msg`Previous post`,
  'show-new': msg`Show new posts`,
  open: msg`Open the post`,
  reply: msg({ message: 'Reply', context: 'verb: the action on a post' }),
  boost: msg`Boost`,
  like: msg`Like`,
  bookmark: msg`Bookmark`,
  quote: msg({ message: 'Quote', context: 'verb: the action on a post' }),
  'go-home': msg`Home`,
  'go-notifications': msg`Notifications`,
  'go-local': msg`Local`,
  'go-federated': msg`Federated`,
  'go-settings': msg`Settings`,
  compose: msg`New post`,
  search: msg`Search`,
  help: msg`Keyboard shortcuts`,
};

/** The help's headings. */
export const GROUP_LABELS: Record<ShortcutGroup, MessageDescriptor> = {
  timelines: msg`In a timeline`,
  posts: msg`On the post with focus`,
  go: msg`Go to`,
  app: msg({
    message: 'Anywhere',
    comment: 'Heading of the keyboard shortcuts that work on every page',
  }),
};
