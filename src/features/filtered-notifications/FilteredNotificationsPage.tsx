import { useLingui } from '@lingui/react/macro';
import { Loading } from '../../components/Loading';
import { LoginRequired } from '../../components/LoginRequired';
import { Page } from '../../components/Page';
import { NotOfferedNotice } from '../../components/Unavailable';
import { usePolicyVersion } from '../../state/notification-policy';
import { useSession } from '../../state/session';
import '../../styles/screens.css';
import '../../styles/requests.css';
import { NotificationPolicyEditor } from './NotificationPolicyEditor';
import { NotificationRequestList } from './NotificationRequestList';

function FilteredNotifications() {
  const { t } = useLingui();
  const { version, isPending } = usePolicyVersion();
  if (isPending) return <Loading />;
  if (version === null) {
    return (
      <NotOfferedNotice
        message={t`This server does not filter notifications, so none are held back here: every notification goes to Notifications.`}
      />
    );
  }
  return (
    <>
      <NotificationRequestList />
      <NotificationPolicyEditor />
    </>
  );
}

/**
 * `/notifications/requests`: notifications the server's policy held back, one request per
 * sender (accept or dismiss, one or many), and the policy itself.
 */
export function FilteredNotificationsPage() {
  const { t } = useLingui();
  const { isLoggedIn } = useSession();
  return (
    <Page title={t`Filtered notifications`}>
      {isLoggedIn ? <FilteredNotifications /> : <LoginRequired />}
    </Page>
  );
}
