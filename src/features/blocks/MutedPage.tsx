import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormattedTime } from '../../components/FormattedTime';
import { LoginRequired } from '../../components/LoginRequired';
import { Page } from '../../components/Page';
import { muteEndsAt } from '../../lib/blocks';
import {
  useMutedAccounts,
  useMutedNotifications,
  type MutedAccount,
} from '../../state/blocks-mutes';
import { useSession } from '../../state/session';
import { AccountToggleRow } from './AccountToggleRow';
import { PagedRows } from './PagedRows';
import '../../styles/screens.css';
import '../../styles/requests.css';
import '../../styles/blocks.css';

function MuteDetail({
  account,
  notifications,
}: {
  account: MutedAccount;
  /** Whether their notifications are muted too; undefined while unknown. */
  notifications: boolean | undefined;
}) {
  const ends = muteEndsAt(account);
  return (
    <p className="mute-detail">
      {ends ? (
        <span>
          <Trans>
            Until <FormattedTime value={ends.toISOString()} />
          </Trans>
        </span>
      ) : (
        <span>
          <Trans>Until you unmute</Trans>
        </span>
      )}
      {notifications !== undefined && (
        <span className="mute-notifications">
          {notifications ? (
            <Trans>Notifications muted</Trans>
          ) : (
            <Trans>Notifications still shown</Trans>
          )}
        </span>
      )}
    </p>
  );
}

function MutedAccounts() {
  const { t } = useLingui();
  const { instance } = useSession();
  const query = useMutedAccounts();
  const accounts = query.data?.pages.flatMap((page) => page.accounts);
  const notifications = useMutedNotifications(accounts?.map((account) => account.id) ?? []);
  return (
    <PagedRows
      query={query}
      items={accounts}
      keyOf={(account) => account.id}
      renderRow={(account) => (
        <AccountToggleRow
          account={account}
          instance={instance}
          kind="mute"
          detail={
            <MuteDetail account={account} notifications={notifications.data?.get(account.id)} />
          }
        />
      )}
      label={t`Muted accounts`}
      empty={<Trans>You have not muted anyone.</Trans>}
      notOffered={t`This server does not list muted accounts.`}
      failure={msg`Unable to load the muted accounts.`}
    />
  );
}

/** `/muted`: muted accounts, when each mute ends, each unmuted from its row. */
export function MutedPage() {
  const { t } = useLingui();
  const { isLoggedIn } = useSession();
  return <Page title={t`Muted users`}>{isLoggedIn ? <MutedAccounts /> : <LoginRequired />}</Page>;
}
