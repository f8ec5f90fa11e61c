import { Trans } from '@lingui/react/macro';
import { SquarePen } from 'lucide-react';
import { lazy, Suspense, useEffect, useEffectEvent, useRef } from 'react';
import { Link, useLocation } from '../components/router';
import { AccountSwitcher } from '../features/auth/AccountSwitcher';
import { SessionNotice } from '../features/auth/SessionNotice';
import { TitleBarActionsContext } from '../components/title-bar';
import { useShownInstance } from '../components/use-route-instance';
import { appPaths } from '../lib/app-paths';
import { appConfig } from '../lib/config';
import { useSettled } from '../state/app-settled';
import { useCapabilities, useNotFoundCapabilityMarks } from '../state/capabilities';
import { useSession } from '../state/session';
import { useSettings } from '../state/settings';
import { useShortcuts } from '../state/shortcuts';
import { effectiveShortcutsView } from '../lib/shortcuts';
import { AppNotices } from './AppNotices';
import { Footer } from './Footer';
import { HeaderSearch } from './HeaderSearch';
import { ScreenOutlet } from './ScreenOutlet';
import { useAccountParam } from './use-account-param';
import { useCloakMode } from './use-cloak-mode';
import { ComposerLink } from './ComposerLink';
import { useWideScreen } from './use-wide-screen';

// Loaded on demand, not before the first post: the shortcut view modes (columns render whole
// feeds) when one is on, the keyboard layer and the composer's host once the app has settled.
const KeyboardShortcuts = lazy(() =>
  import('./KeyboardShortcuts').then((m) => ({ default: m.KeyboardShortcuts })),
);
// The composer's host (its dialog, the posted notice, the preload) once the app has settled: the
// first press or key settles it, so it is there before anything can open the composer.
const ComposerHost = lazy(() =>
  import('./ComposerHost').then((m) => ({ default: m.ComposerHost })),
);
// Each screen width has one navigation, loaded for it alone: the sidebar's on wide screens (its
// foot and the field above it keep their places while it comes), the tab bar on narrow ones (fixed
// at the foot, so it arrives without moving anything).
const MainNav = lazy(() => import('./MainNav').then((m) => ({ default: m.MainNav })));
const PhoneTabBar = lazy(() => import('./PhoneTabBar').then((m) => ({ default: m.PhoneTabBar })));
const ShortcutsFloatingButton = lazy(() =>
  import('./shortcuts/ShortcutsFloatingButton').then((m) => ({
    default: m.ShortcutsFloatingButton,
  })),
);
const ShortcutTabs = lazy(() =>
  import('./shortcuts/ShortcutTabs').then((m) => ({ default: m.ShortcutTabs })),
);
const ShortcutColumns = lazy(() =>
  import('./shortcuts/ShortcutColumns').then((m) => ({ default: m.ShortcutColumns })),
);

function focusMain(event: React.MouseEvent) {
  // A plain #main link would be read as a route by the hash router.
  event.preventDefault();
  document.getElementById('main')?.focus();
}

/**
 * After a navigation, move focus to the new screen's heading so screen readers announce it, or
 * to the element the navigation asked for (`state.focus`, an id: `/` focuses the search field).
 */
function useFocusHeadingOnNavigate() {
  const location = useLocation();
  const { pathname } = location;
  const first = useRef(true);
  const state: unknown = location.state;
  const focusId = state && typeof state === 'object' && 'focus' in state ? state.focus : null;
  // Only a new screen moves focus; the state is read as it came with it.
  const focusScreen = useEffectEvent(() => {
    const asked = typeof focusId === 'string' ? document.getElementById(focusId) : null;
    (asked ?? document.querySelector<HTMLElement>('#main h1'))?.focus();
  });
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    focusScreen();
  }, [pathname]);
}

/**
 * Log in, and Sign up where the instance read takes new accounts: in Petrel on Mastodon and
 * servers like it (whose API creates accounts), on the server's own site elsewhere.
 */
function LoggedOutActions() {
  const { instance, other } = useShownInstance();
  const { signUpUrl, capabilities } = useCapabilities(instance);
  const inPetrel = capabilities.software === 'mastodon' || capabilities.software === 'other';
  return (
    <div className="auth-actions">
      <Link className="button button-primary" to={appPaths.login()}>
        <Trans>Log in</Trans>
      </Link>
      {signUpUrl && inPetrel && (
        <Link className="button" to={appPaths.signup(other ? instance : undefined)}>
          <Trans>Sign up</Trans>
        </Link>
      )}
      {signUpUrl && !inPetrel && (
        <a className="button" href={signUpUrl} rel="noopener noreferrer">
          <Trans>Sign up</Trans>
        </a>
      )}
    </div>
  );
}

/** How the account's shortcuts are shown, and whether this screen is Home as columns. */
function useShortcutsView() {
  const { isLoggedIn } = useSession();
  const view = effectiveShortcutsView(useSettings());
  const [shortcuts] = useShortcuts();
  const { pathname } = useLocation();
  if (!isLoggedIn) return { view: null, columns: false };
  const home = pathname === '/' || pathname === '/home';
  return { view, columns: view === 'multi-column' && home && shortcuts.length > 0 };
}

/** Narrow screens: the account menu (logged out, Log in and Sign up) at the end of the title bar. */
function TitleBarActions() {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? <AccountSwitcher /> : <LoggedOutActions />;
}

export function Shell() {
  const { isLoggedIn } = useSession();
  const { view, columns } = useShortcutsView();
  const settled = useSettled();
  // Wide screens have the sidebar; narrower ones the tab bar at the foot, with New post in it.
  const wide = useWideScreen();
  useFocusHeadingOnNavigate();
  useNotFoundCapabilityMarks();
  useAccountParam();
  useCloakMode();
  return (
    <div
      className={['app', columns && 'app-columns', !wide && 'app-tabbed'].filter(Boolean).join(' ')}
    >
      <a className="skip-link" href="#main" onClick={focusMain}>
        <Trans>Skip to content</Trans>
      </a>
      {wide && (
        <header className="app-header">
          <Link className="brand" to={appPaths.home()}>
            {appConfig.clientName}
          </Link>
          {/* Logged out, Log in and Sign up come first, on screen and in the tab order. */}
          {!isLoggedIn && (
            <div className="app-header-account app-header-auth">
              <LoggedOutActions />
            </div>
          )}
          <HeaderSearch />
          <Suspense fallback={<div className="main-nav" />}>
            <MainNav />
          </Suspense>
          {isLoggedIn && (
            <div className="app-header-account">
              <ComposerLink className="button button-primary new-post-button">
                <SquarePen className="icon" aria-hidden="true" />
                <Trans>New post</Trans>
              </ComposerLink>
              <AccountSwitcher />
            </div>
          )}
        </header>
      )}
      <TitleBarActionsContext value={wide ? null : <TitleBarActions />}>
        <div className="app-content">
          <Suspense fallback={null}>{view === 'tab-menu-bar' && <ShortcutTabs />}</Suspense>
          <main id="main" className="app-main" tabIndex={-1}>
            <AppNotices />
            <SessionNotice />
            {columns ? (
              <Suspense fallback={null}>
                <ShortcutColumns />
              </Suspense>
            ) : (
              <ScreenOutlet />
            )}
          </main>
          <Suspense fallback={null}>
            {view === 'float-button' && <ShortcutsFloatingButton />}
          </Suspense>
          <Suspense fallback={null}>{settled && <ComposerHost />}</Suspense>
          <Footer />
          <Suspense fallback={null}>{settled && <KeyboardShortcuts />}</Suspense>
        </div>
      </TitleBarActionsContext>
      <Suspense fallback={null}>{!wide && <PhoneTabBar />}</Suspense>
    </div>
  );
}
