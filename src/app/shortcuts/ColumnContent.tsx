import { Timeline } from '../../components/timeline/Timeline';
import type { Shortcut } from '../../lib/shortcuts';
import type { TimelineDescriptor } from '../../lib/timeline-descriptor';
import { useSession } from '../../state/session';
import { NotificationsColumn } from '../../features/notifications/NotificationsPage';
import { SearchResults } from '../../features/search/SearchResults';

function descriptorOf(shortcut: Shortcut, ownId: string | undefined): TimelineDescriptor | null {
  switch (shortcut.type) {
    case 'home':
    case 'bookmarks':
    case 'favourites':
    case 'trending':
      return { type: shortcut.type };
    case 'list':
      return { type: 'list', id: shortcut.id };
    case 'public':
      return { type: shortcut.local ? 'local' : 'federated' };
    case 'hashtag':
      return shortcut.media
        ? { type: 'tag', tags: shortcut.tags, media: true }
        : { type: 'tag', tags: shortcut.tags };
    case 'profile':
      return ownId ? { type: 'account', id: ownId, filter: 'posts' } : null;
    default:
      return null;
  }
}

/** What a shortcut shows inside its column: a live timeline, notifications or search results. */
export function ColumnContent({ shortcut, label }: { shortcut: Shortcut; label: string }) {
  const { account } = useSession();
  if (shortcut.type === 'notifications') return <NotificationsColumn tab="all" />;
  if (shortcut.type === 'mentions') return <NotificationsColumn tab="mentions" />;
  if (shortcut.type === 'search') return <SearchResults q={shortcut.query} type="statuses" />;
  const descriptor = descriptorOf(shortcut, account?.info.id);
  if (!descriptor) return null;
  const instance = 'instance' in shortcut ? shortcut.instance : undefined;
  return <Timeline descriptor={descriptor} label={label} instance={instance} />;
}
