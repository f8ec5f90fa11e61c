import { useLingui } from '@lingui/react/macro';
import { NavLink } from '../../components/router';
import { LoginRequired } from '../../components/LoginRequired';
import { FilteredNotificationsLine } from '../../components/notifications/FilteredNotificationsLine';
import { Page } from '../../components/Page';
import { appPaths } from '../../lib/app-paths';
import { notificationsApi } from '../../lib/notifications/api-choice';
import { notificationsView } from '../../lib/notifications/view';
import { useCapabilities } from '../../state/capabilities';
import { useHiddenTypeFilters } from '../../state/notifications';
import { useSession } from '../../state/session';
import { useSetting } from '../../state/settings';
import '../../styles/screens.css';
import '../../styles/notifications.css';
import { NotificationList } from './NotificationList';
import { TypeFilters } from './TypeFilters';

type Tab = 'all' | 'mentions';

function NotificationTabs() {
  const { t } = useLingui();
  return (
    <nav className="notification-tabs" aria-label={t`Notifications`}>
      <NavLink to={appPaths.notifications()} end>
        {t`All`}
      </NavLink>
      <NavLink to={appPaths.mentions()}>{t`Mentions`}</NavLink>
      <NavLink to={appPaths.followRequests()}>{t`Follow requests`}</NavLink>
      <NavLink to={appPaths.filteredNotifications()}>{t`Filtered notifications`}</NavLink>
    </nav>
  );
}

function NotificationsScreen({ tab }: { tab: Tab }) {
  const { instance } = useSession();
  const { capabilities, isPending } = useCapabilities(instance);
  const [grouped] = useSetting('groupedNotificationsAlpha');
  const [hidden, setHidden] = useHiddenTypeFilters();
  if (isPending) return null;
  const view = notificationsView(notificationsApi(capabilities, grouped), tab, hidden);
  return (
    <>
      <NotificationTabs />
      <FilteredNotificationsLine />
      {tab === 'all' && <TypeFilters hidden={hidden} onChange={setHidden} />}
      <NotificationList view={view} marksRead={tab === 'all'} />
    </>
  );
}

/** Notifications or mentions in a column of their own (the shortcuts' columns mode). */
export function NotificationsColumn({ tab }: { tab: Tab }) {
  const { instance } = useSession();
  const { capabilities, isPending } = useCapabilities(instance);
  const [grouped] = useSetting('groupedNotificationsAlpha');
  const [hidden] = useHiddenTypeFilters();
  if (isPending) return null;
  const view = notificationsView(notificationsApi(capabilities, grouped), tab, hidden);
  return <NotificationList view={view} marksRead={tab === 'all'} />;
}

/** All notifications: `/notifications`. */
export function NotificationsPage() {
  const { t } = useLingui();
  const { isLoggedIn } = useSession();
  return (
    <Page title={t`Notifications`}>
      {isLoggedIn ? <NotificationsScreen tab="all" /> : <LoginRequired />}
    </Page>
  );
}

/** Mentions only: `/mentions`. */
export function MentionsPage() {
  const { t } = useLingui();
  const { isLoggedIn } = useSession();
  return (
    <Page title={t`Mentions`}>
      {isLoggedIn ? <NotificationsScreen tab="mentions" /> : <LoginRequired />}
    </Page>
  );
}
