import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '../../components/router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { useRouteInstance } from '../../components/use-route-instance';
import { appPaths } from '../../lib/app-paths';
import { useAccount, useAccountFollows, type FollowDirection } from '../../state/accounts-queries';
import '../../styles/screens.css';
import { AccountList } from '../../components/AccountList';

interface FollowsListProps {
  instance: string;
  id: string;
  direction: FollowDirection;
}

function FollowsList({ instance, id, direction }: FollowsListProps) {
  const { t } = useLingui();
  const follows = useAccountFollows(instance, id, direction);
  return (
    <AccountList
      query={follows}
      instance={instance}
      label={
        direction === 'followers'
          ? t`Followers`
          : t({ message: 'Following', context: 'noun: the list of accounts someone follows' })
      }
    />
  );
}

function Follows({
  instance,
  reference,
  direction,
}: {
  instance: string;
  reference: string;
  direction: FollowDirection;
}) {
  const account = useAccount(instance, reference);
  if (account.isPending) return <Loading />;
  if (account.isError) {
    return <ErrorMessage error={account.error} fallback={msg`Unable to load the profile.`} />;
  }
  const handle = <bdi>@{account.data.acct}</bdi>;
  return (
    <>
      <p>
        <Link to={appPaths.account(instance, account.data.id)}>
          <Trans>Back to {handle}</Trans>
        </Link>
      </p>
      <FollowsList instance={instance} id={account.data.id} direction={direction} />
    </>
  );
}

function FollowsPage({ direction }: { direction: FollowDirection }) {
  const { t } = useLingui();
  const params = useParams();
  const { instance, invalid } = useRouteInstance(msg`Unable to load accounts.`);
  const reference = params.accountId ?? '';
  return (
    <Page
      title={
        direction === 'followers'
          ? t`Followers`
          : t({ message: 'Following', context: 'noun: the list of accounts someone follows' })
      }
    >
      {invalid ?? (
        <Follows
          key={`${instance}/${reference}/${direction}`}
          instance={instance}
          reference={reference}
          direction={direction}
        />
      )}
    </Page>
  );
}

/** `/{instance}/a/{accountId}/followers` */
export function FollowersPage() {
  return <FollowsPage direction="followers" />;
}

/** `/{instance}/a/{accountId}/following` */
export function FollowingPage() {
  return <FollowsPage direction="following" />;
}
