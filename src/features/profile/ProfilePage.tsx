import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '../../components/router';
import { isNotFound } from '../../api/errors';
import { ErrorMessage } from '../../components/ErrorMessage';
import { AddToListsButton } from '../../components/lists/AddToListsButton';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { useRouteInstance } from '../../components/use-route-instance';
import { NotFoundNotice } from '../../components/Unavailable';
import { appPaths } from '../../lib/app-paths';
import { titleName } from '../../lib/page-title';
import { useAccount } from '../../state/accounts-queries';
import { useSession } from '../../state/session';
import '../../styles/screens.css';
import { FeaturedHashtags } from './FeaturedHashtags';
import '../../styles/profile-edit.css';
import { OwnProfileLinks } from './OwnProfileLinks';
import { ProfileHeader } from './ProfileHeader';
import { ProfileTabs } from './ProfileTabs';
import { RelationshipBar } from './RelationshipBar';

/** The profile's screen, its page title naming whose profile it is once known. */
function Profile({ instance, reference }: { instance: string; reference: string }) {
  const { t } = useLingui();
  const account = useAccount(instance, reference);
  const name = account.data ? titleName(account.data) : '';
  const acct = account.data?.acct;
  return (
    <Page title={t`Profile`} documentTitle={acct ? t`${name} (@${acct})` : undefined}>
      <ProfileOrProblem instance={instance} account={account} />
    </Page>
  );
}

function ProfileOrProblem({
  instance,
  account,
}: {
  instance: string;
  account: ReturnType<typeof useAccount>;
}) {
  const { t } = useLingui();
  const session = useSession();
  if (account.isPending) return <Loading />;
  if (account.isError && isNotFound(account.error)) {
    return <NotFoundNotice message={t`Profile not found.`} />;
  }
  if (account.isError) {
    return (
      <ErrorMessage
        error={account.error}
        fallback={msg`Unable to load the profile.`}
        onRetry={() => void account.refetch()}
      />
    );
  }
  const { data } = account;
  const movedAcct = data.moved?.acct;
  const isSelf = session.instance === instance && session.account?.info.id === data.id;
  return (
    <>
      <ProfileHeader account={data} instance={instance} />
      {data.moved && (
        <p className="notice" role="note">
          <Trans>
            This account has moved to{' '}
            <Link to={appPaths.account(instance, data.moved.id)}>
              <bdi>@{movedAcct}</bdi>
            </Link>
            .
          </Trans>
        </p>
      )}
      <FeaturedHashtags account={data} instance={instance} isSelf={isSelf} />
      {isSelf && session.isLoggedIn && <OwnProfileLinks />}
      {!isSelf && <RelationshipBar account={data} instance={instance} />}
      {!isSelf && <AddToListsButton account={data} instance={instance} />}
      <ProfileTabs accountId={data.id} instance={instance} />
    </>
  );
}

/** A profile: `/{instance}/a/{accountId}`, or `/{instance}/a/@{user[@domain]}` looked up by handle. */
export function ProfilePage() {
  const { t } = useLingui();
  const params = useParams();
  const { instance, invalid } = useRouteInstance(msg`Unable to load the profile.`);
  const reference = params.accountId ?? '';
  if (invalid) return <Page title={t`Profile`}>{invalid}</Page>;
  return <Profile key={`${instance}/${reference}`} instance={instance} reference={reference} />;
}
