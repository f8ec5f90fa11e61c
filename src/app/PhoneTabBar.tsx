import { useLingui } from '@lingui/react/macro';
import { Menu, SquarePen } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from '../components/router';
import { activeNavKey, splitPhoneTabs, type NavEntry } from '../lib/navigation';
import { UnreadBadge } from './MainNav';
import { useNavEntries } from './use-nav-entries';
import { NAV_LABELS } from './nav-labels';
import { NAV_ICONS } from './nav-icons';
import { onHomeLinkClick } from '../state/home-reselect';
import { ComposerLink } from './ComposerLink';
import '../styles/tab-bar.css';

// The sheet's code comes when More is first pressed (or about to be), not with the first screen.
const loadMoreMenu = () => import('./MoreMenu');
const MoreMenu = lazy(() => loadMoreMenu().then((m) => ({ default: m.MoreMenu })));

function Tab({ entry, active }: { entry: NavEntry; active: boolean }) {
  const { i18n } = useLingui();
  const Icon = NAV_ICONS[entry.key];
  return (
    <Link
      className={active ? 'tab active' : 'tab'}
      to={entry.to}
      aria-current={active ? 'page' : undefined}
      onClick={entry.key === 'home' ? onHomeLinkClick : undefined}
    >
      <Icon className="icon nav-icon" aria-hidden="true" />
      <span className="tab-label">{i18n._(NAV_LABELS[entry.key])}</span>
      {entry.key === 'notifications' && <UnreadBadge />}
    </Link>
  );
}

function ComposeTab() {
  const { t } = useLingui();
  return (
    <ComposerLink className="tab tab-compose">
      <SquarePen className="icon nav-icon" aria-hidden="true" />
      <span className="tab-label">{t`New post`}</span>
    </ComposerLink>
  );
}

/**
 * The phone's navigation, at the foot of the screen: a few tabs, New post when logged in, and
 * More with the rest (marked too when the screen shown is one of the rest).
 */
export function PhoneTabBar() {
  const { t } = useLingui();
  const { entries, isLoggedIn } = useNavEntries();
  const { tabs, more } = splitPhoneTabs(entries, isLoggedIn);
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const active = activeNavKey(entries, pathname, isLoggedIn);
  const inMore = more.some((entry) => entry.key === active);
  return (
    <nav className="tab-bar" aria-label={t`Main`}>
      <ul>
        {tabs.map((entry) => (
          <li key={entry.to}>
            <Tab entry={entry} active={entry.key === active} />
          </li>
        ))}
        {isLoggedIn && (
          <li>
            <ComposeTab />
          </li>
        )}
        <li>
          <button
            type="button"
            className={inMore ? 'tab active' : 'tab'}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPointerEnter={() => void loadMoreMenu()}
            onFocus={() => void loadMoreMenu()}
            onClick={() => setMenuOpen(true)}
          >
            <Menu className="icon nav-icon" aria-hidden="true" />
            <span className="tab-label">{t`More`}</span>
          </button>
        </li>
      </ul>
      {menuOpen && (
        <Suspense fallback={null}>
          <MoreMenu entries={more} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </nav>
  );
}
