import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useNavigate, useParams } from '../../components/router';
import { AccountRow } from '../../components/AccountRow';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { LoginRequired } from '../../components/LoginRequired';
import { Page } from '../../components/Page';
import { appPaths } from '../../lib/app-paths';
import type { NotificationsView } from '../../lib/notifications/view';
import {
  useDecideNotificationRequest,
  useNotificationRequest,
  type RequestDecision,
} from '../../state/notifications';
import { useSession } from '../../state/session';
import '../../styles/screens.css';
import '../../styles/notifications.css';
import { NotificationList } from './NotificationList';

function RequestDecisions({ id }: { id: string }) {
  const navigate = useNavigate();
  const decide = useDecideNotificationRequest(id);
  const run = (decision: RequestDecision) =>
    decide.mutate(decision, { onSuccess: () => void navigate(appPaths.filteredNotifications()) });
  return (
    <div className="notification-request-actions">
      <button
        type="button"
        className="button button-primary"
        disabled={decide.isPending}
        onClick={() => run('accept')}
      >
        <Trans>Accept</Trans>
      </button>
      <button
        type="button"
        className="button"
        disabled={decide.isPending}
        onClick={() => run('dismiss')}
      >
        <Trans context="decline a notification request">Dismiss</Trans>
      </button>
      {decide.isError && (
        <ErrorMessage error={decide.error} fallback={msg`Unable to update the request.`} />
      )}
    </div>
  );
}

function RequestScreen({ id }: { id: string }) {
  const { instance } = useSession();
  const request = useNotificationRequest(id);
  const accountId = request.data?.account.id;
  const view = useMemo<NotificationsView | null>(
    () => (accountId ? { api: 'v1', tab: 'all', excludeTypes: [], accountId } : null),
    [accountId],
  );
  if (request.isPending) return <Loading />;
  if (request.isError) {
    return (
      <ErrorMessage
        error={request.error}
        fallback={msg`Unable to fetch notifications.`}
        onRetry={() => void request.refetch()}
      />
    );
  }
  return (
    <>
      <p>
        <Trans>
          These notifications were filtered. Accept to see this account's notifications in the
          future.
        </Trans>
      </p>
      <AccountRow account={request.data.account} instance={instance} />
      <RequestDecisions id={id} />
      {view && <NotificationList view={view} marksRead={false} />}
    </>
  );
}

/** One filtered-notification request and its notifications: `/notifications/requests/:id`. */
export function NotificationRequestPage() {
  const { t } = useLingui();
  const { isLoggedIn } = useSession();
  const { requestId = '' } = useParams();
  return (
    <Page title={t`Filtered notifications`}>
      {isLoggedIn ? <RequestScreen id={requestId} /> : <LoginRequired />}
    </Page>
  );
}
