import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { NavLink } from '../components/router';
import { groupNavEntries, type NavEntry, type NavGroup } from '../lib/navigation';
import { sidebarNavEntries } from '../lib/sidebar-nav';
import { onHomeLinkClick } from '../state/home-reselect';
import { useUnreadNotificationsCount } from '../state/notifications-unread';
import { NAV_ICONS } from './nav-icons';
import { NAV_GROUP_LABELS, NAV_LABELS } from './nav-labels';
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

function NavGroupList({
  group,
  entries,
  onChoose,
}: {
  group: NavGroup;
  entries: NavEntry[];
  onChoose?: () => void;
}) {
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    <div className="nav-group">
      <div className="nav-group-heading" id={headingId}>
        {i18n._(NAV_GROUP_LABELS[group])}
      </div>
      <ul aria-labelledby={headingId}>
        {entries.map(({ key, to, end, awaited }) => {
          const Icon = NAV_ICONS[key];
          // Not known to be offered yet: its place is held, unseen, so nothing below it moves.
          if (awaited) {
            return (
              <li key={key} className="nav-awaited" aria-hidden="true">
                <a>
                  <Icon className="icon" aria-hidden="true" />
                  <span className="nav-label">{i18n._(NAV_LABELS[key])}</span>
                </a>
              </li>
            );
          }
          return (
            <li key={key}>
              <NavLink
                to={to}
                end={end}
                onClick={(event) => {
                  if (key === 'home') onHomeLinkClick(event);
                  onChoose?.();
                }}
              >
                <Icon className="icon" aria-hidden="true" />
                <span className="nav-label">{i18n._(NAV_LABELS[key])}</span>
                {key === 'notifications' && <UnreadBadge />}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Navigation entries in their named groups (timelines, one's own things, what to manage). */
export function NavGroups({
  entries,
  onChoose,
}: {
  entries: readonly NavEntry[];
  /** Called after a link is followed (the More sheet closes). */
  onChoose?: () => void;
}) {
  return groupNavEntries(entries).map(({ group, entries: inGroup }) => (
    <NavGroupList key={group} group={group} entries={inGroup} onChoose={onChoose} />
  ));
}

/** The sidebar's navigation (wide screens). */
export function MainNav() {
  const { t } = useLingui();
  const { entries, capabilities, isLoggedIn } = useNavEntries();
  return (
    <nav
      className="main-nav"
      aria-label={t({
        message: 'Main',
        comment: 'Label of the main navigation of the app (screen readers add “navigation”)',
      })}
    >
      <NavGroups entries={sidebarNavEntries(entries, capabilities, isLoggedIn)} />
    </nav>
  );
}
