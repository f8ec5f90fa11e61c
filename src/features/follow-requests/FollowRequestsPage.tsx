import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isMissingEndpoint } from '../../api/errors';
import { AccountRow } from '../../components/AccountRow';
import { ErrorMessage } from '../../components/ErrorMessage';
import {
  FollowRequestButtons,
  FollowRequestFailureMessage,
} from '../../components/FollowRequestActions';
import { Loading } from '../../components/Loading';
import { LoginRequired } from '../../components/LoginRequired';
import { Page } from '../../components/Page';
import { NotOfferedNotice } from '../../components/Unavailable';
import { useFollowRequestAnswers, useFollowRequests } from '../../state/follow-requests';
import { useSession } from '../../state/session';
import '../../styles/screens.css';
import '../../styles/requests.css';
import { LoadMoreButton } from '../../components/LoadMoreButton';

function FollowRequestList() {
  const { t } = useLingui();
  const { instance } = useSession();
  const requests = useFollowRequests();
  const { answer, failure } = useFollowRequestAnswers();
  if (requests.isPending) return <Loading shape="rows" />;
  if (!requests.data && isMissingEndpoint(requests.error)) {
    return <NotOfferedNotice message={t`This server does not list follow requests.`} />;
  }
  if (!requests.data) {
    return (
      <ErrorMessage
        error={requests.error}
        fallback={msg`Unable to load follow requests.`}
        onRetry={() => void requests.refetch()}
      />
    );
  }
  const accounts = requests.data.pages.flatMap((page) => page.accounts);
  return (
    <>
      {failure && <FollowRequestFailureMessage failure={failure} />}
      {accounts.length === 0 ? (
        <p className="empty">
          <Trans>No one is asking to follow you.</Trans>
        </p>
      ) : (
        <ul className="plain-list result-list" aria-label={t`Follow requests`}>
          {accounts.map((account) => (
            <li key={account.id} className="request-row">
              <AccountRow account={account} instance={instance} />
              <FollowRequestButtons account={account} onAnswer={answer} />
            </li>
          ))}
        </ul>
      )}
      {requests.isFetchNextPageError && (
        <ErrorMessage error={requests.error} fallback={msg`Unable to load follow requests.`} />
      )}
      <LoadMoreButton query={requests} />
    </>
  );
}

/** `/follow-requests`: the accounts asking to follow the reader, each accepted or rejected at once. */
export function FollowRequestsPage() {
  const { t } = useLingui();
  const { isLoggedIn } = useSession();
  return (
    <Page title={t`Follow requests`}>{isLoggedIn ? <FollowRequestList /> : <LoginRequired />}</Page>
  );
}
