import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { Shortcut } from '../../lib/shortcuts';

/** The name a shortcut is shown with: "Home", "#cats #dogs (media)", "Local (example.social)". */
export function useShortcutLabel(): (shortcut: Shortcut) => string {
  const { t } = useLingui();
  return useCallback(
    (shortcut: Shortcut) => {
      const on = (name: string, instance?: string) => (instance ? t`${name} (${instance})` : name);
      switch (shortcut.type) {
        case 'home':
          return t`Home`;
        case 'notifications':
          return t`Notifications`;
        case 'mentions':
          return t`Mentions`;
        case 'bookmarks':
          return t`Bookmarks`;
        case 'favourites':
          return t`Likes`;
        case 'profile':
          return t`My profile`;
        case 'list': {
          const title = shortcut.title || shortcut.id;
          return t`List: ${title}`;
        }
        case 'public':
          return on(shortcut.local ? t`Local` : t`Federated`, shortcut.instance);
        case 'trending':
          return on(t`Trending`, shortcut.instance);
        case 'search': {
          const query = shortcut.query;
          return t`Search: ${query}`;
        }
        case 'hashtag': {
          const tags = shortcut.tags.map((tag) => `#${tag}`).join(' ');
          return on(shortcut.media ? t`${tags} (media)` : tags, shortcut.instance);
        }
      }
    },
    [t],
  );
}
