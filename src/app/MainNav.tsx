import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from '../components/router';
import { onHomeLinkClick } from '../state/home-reselect';
import { useUnreadNotificationsCount } from '../state/notifications-unread';
import { NAV_LABELS } from './nav-labels';
import { useNavEntries } from './use-nav-entries';

/** How many notifications are unread, beside the Notifications link (none: nothing shown). */
export function UnreadBadge() {
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

/** The sidebar's navigation (wide screens). */
export function MainNav() {
  const { t, i18n } = useLingui();
  const { entries } = useNavEntries();
  return (
    <nav
      className="main-nav"
      aria-label={t({
        message: 'Main',
        comment: 'Label of the main navigation of the app (screen readers add “navigation”)',
      })}
    >
      <ul>
        {entries.map(({ key, to, end }) => (
          <li key={to}>
            <NavLink to={to} end={end} onClick={key === 'home' ? onHomeLinkClick : undefined}>
              {i18n._(NAV_LABELS[key])}
              {key === 'notifications' && <UnreadBadge />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
