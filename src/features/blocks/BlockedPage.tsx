import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoginRequired } from '../../components/LoginRequired';
import { Page } from '../../components/Page';
import { useBlockedAccounts } from '../../state/blocks-mutes';
import { useSession } from '../../state/session';
import { AccountToggleRow } from './AccountToggleRow';
import { DomainBlocks } from './DomainBlocks';
import { PagedRows } from './PagedRows';
import '../../styles/screens.css';
import '../../styles/requests.css';
import '../../styles/blocks.css';

function BlockedAccounts() {
  const { t } = useLingui();
  const { instance } = useSession();
  const query = useBlockedAccounts();
  return (
    <PagedRows
      query={query}
      items={query.data?.pages.flatMap((page) => page.accounts)}
      keyOf={(account) => account.id}
      renderRow={(account) => (
        <AccountToggleRow account={account} instance={instance} kind="block" />
      )}
      label={t`Blocked accounts`}
      empty={<Trans>You have not blocked anyone.</Trans>}
      notOffered={t`This server does not list blocked accounts. You can still block and unblock someone from their profile.`}
      failure={msg`Unable to load the blocked accounts.`}
    />
  );
}

/** `/blocked`: blocked accounts and blocked domains, each unblocked from its row. */
export function BlockedPage() {
  const { t } = useLingui();
  const { isLoggedIn } = useSession();
  return (
    <Page title={t`Blocked users`}>
      {isLoggedIn ? (
        <>
          <section className="request-section" aria-labelledby="blocked-accounts">
            <h2 id="blocked-accounts">
              <Trans>Accounts</Trans>
            </h2>
            <BlockedAccounts />
          </section>
          <section className="request-section" aria-labelledby="blocked-domains">
            <h2 id="blocked-domains">
              <Trans comment="Tab: the list of blocked servers (domains)">Domains</Trans>
            </h2>
            <DomainBlocks />
          </section>
        </>
      ) : (
        <LoginRequired />
      )}
    </Page>
  );
}
