import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';

const LINKS: { to: string; label: MessageDescriptor; end?: boolean }[] = [
  { to: '/', label: msg`Home`, end: true },
  { to: '/notifications', label: msg`Notifications` },
  { to: '/l', label: msg`Local` },
  { to: '/p', label: msg`Federated` },
  { to: '/trending', label: msg`Trending` },
  { to: '/search', label: msg`Search` },
  { to: '/bookmarks', label: msg`Bookmarks` },
  { to: '/favourites', label: msg`Likes` },
  { to: '/lists', label: msg`Lists` },
  { to: '/followed-hashtags', label: msg`Followed hashtags` },
  { to: '/settings', label: msg`Settings` },
];

export function MainNav() {
  const { t, i18n } = useLingui();
  return (
    <nav className="main-nav" aria-label={t`Main`}>
      <ul>
        {LINKS.map(({ to, label, end }) => (
          <li key={to}>
            <NavLink to={to} end={end}>
              {i18n._(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
