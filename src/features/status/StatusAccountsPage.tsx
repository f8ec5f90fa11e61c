import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useParams } from '../../components/router';
import { AccountList } from '../../components/AccountList';
import { Page } from '../../components/Page';
import { useRouteInstance } from '../../components/use-route-instance';
import type { StatusAccountsKind } from '../../api/status-pages';
import { useStatusAccounts } from '../../state/post-actions';
import '../../styles/screens.css';

function StatusAccounts({
  instance,
  id,
  kind,
}: {
  instance: string;
  id: string;
  kind: StatusAccountsKind;
}) {
  const { t } = useLingui();
  const accounts = useStatusAccounts(instance, id, kind);
  return (
    <>
      <AccountList
        query={accounts}
        instance={instance}
        label={
          kind === 'favourited_by'
            ? t`Accounts that liked this post`
            : t`Accounts that boosted this post`
        }
      />
    </>
  );
}

function StatusAccountsPage({ kind }: { kind: StatusAccountsKind }) {
  const { t } = useLingui();
  const params = useParams();
  const { instance, invalid } = useRouteInstance(msg`Unable to load accounts.`);
  const id = params.statusId ?? '';
  return (
    <Page title={kind === 'favourited_by' ? t`Liked by` : t`Boosted by`}>
      {invalid ?? (
        <StatusAccounts key={`${instance}/${id}/${kind}`} instance={instance} id={id} kind={kind} />
      )}
    </Page>
  );
}

/** `/{instance}/s/{statusId}/liked-by` */
export function LikedByPage() {
  return <StatusAccountsPage kind="favourited_by" />;
}

/** `/{instance}/s/{statusId}/boosted-by` */
export function BoostedByPage() {
  return <StatusAccountsPage kind="reblogged_by" />;
}
