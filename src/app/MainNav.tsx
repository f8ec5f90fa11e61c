import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import type { Capabilities, Capability } from '../lib/capabilities';
import { useCapabilities } from '../state/capabilities';
import { onHomeLinkClick } from '../state/home-reselect';
import { useLiveUnreadCount, useUnreadNotificationsCount } from '../state/notifications-unread';
import { useSession } from '../state/session';

interface NavEntry {
  to: string;
  label: MessageDescriptor;
  end?: boolean;
  /** Shown only when logged in: it reads the account's own data. */
  account?: true;
  /** Shown only where the server offers it. */
  capability?: Capability;
}

const LINKS: NavEntry[] = [
  { to: '/', label: msg`Home`, end: true, account: true },
  { to: '/notifications', label: msg`Notifications`, account: true },
  { to: '/l', label: msg`Local` },
  { to: '/p', label: msg`Federated` },
  { to: '/trending', label: msg`Trending`, capability: 'trends' },
  { to: '/search', label: msg`Search` },
  { to: '/bookmarks', label: msg`Bookmarks`, account: true },
  { to: '/favourites', label: msg`Likes`, account: true },
  { to: '/lists', label: msg`Lists`, account: true },
  { to: '/followed-hashtags', label: msg`Followed hashtags`, account: true },
  { to: '/catchup', label: msg`Catch-up`, account: true },
  { to: '/filters', label: msg`Filters`, account: true, capability: 'filtersV2' },
  {
    to: '/scheduled-posts',
    label: msg`Scheduled posts`,
    account: true,
    capability: 'scheduledPosts',
  },
  { to: '/shortcuts', label: msg`Shortcuts`, account: true },
  { to: '/settings', label: msg`Settings` },
];

/**
 * The entries that work for this session: account screens only when logged in, and screens a
 * capability gates only once the server is known to offer it.
 */
function visibleNavEntries(isLoggedIn: boolean, capabilities: Capabilities | null): NavEntry[] {
  return LINKS.filter(
    ({ account, capability }) =>
      (!account || isLoggedIn) && (!capability || capabilities?.[capability] === true),
  );
}

/** How many notifications are unread, beside the Notifications link (none: nothing shown). */
function UnreadBadge() {
  const { i18n } = useLingui();
  const count = useUnreadNotificationsCount();
  if (count <= 0) return null;
  return (
    <span className="nav-badge" data-testid="unread-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : i18n.number(count)}</span>
      <span className="visually-hidden">
        {plural(count, { one: '# unread', other: '# unread' })}
      </span>
    </span>
  );
}

export function MainNav() {
  const { t, i18n } = useLingui();
  const { instance, isLoggedIn } = useSession();
  useLiveUnreadCount();
  const { capabilities, isPending } = useCapabilities(instance);
  const entries = visibleNavEntries(isLoggedIn, isPending ? null : capabilities);
  return (
    <nav className="main-nav" aria-label={t`Main`}>
      <ul>
        {entries.map(({ to, label, end }) => (
          <li key={to}>
            <NavLink to={to} end={end} onClick={to === '/' ? onHomeLinkClick : undefined}>
              {i18n._(label)}
              {to === '/notifications' && <UnreadBadge />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
