import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useNavigate } from '../../components/router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { StatusCard } from '../../components/StatusCard';
import { appPaths } from '../../lib/app-paths';
import { useSearch } from '../../state/search';
import { useSession } from '../../state/session';
import { AccountRow } from '../../components/AccountRow';

/**
 * A pasted URL, resolved by the session's instance: a post or a profile opens straight away,
 * anything else says it was not found.
 */
export function ResolveUrl({ url }: { url: string }) {
  const { t } = useLingui();
  const { instance } = useSession();
  const navigate = useNavigate();
  const search = useSearch(url, null);
  const status = search.data?.statuses[0];
  const account = search.data?.accounts[0];
  useEffect(() => {
    if (search.isPlaceholderData) return;
    if (status) void navigate(appPaths.status(instance, status.id), { replace: true });
    else if (account) void navigate(appPaths.account(instance, account.id), { replace: true });
  }, [search.isPlaceholderData, status, account, instance, navigate]);

  if (search.isPending || search.isPlaceholderData) return <Loading />;
  if (search.isError) {
    return (
      <ErrorMessage
        error={search.error}
        fallback={msg`Unable to search.`}
        onRetry={() => void search.refetch()}
      />
    );
  }
  if (status) return <StatusCard status={status} instance={instance} context="public" />;
  if (account) return <AccountRow account={account} instance={instance} />;
  return (
    <p className="empty" role="status" aria-label={t`Search results`}>
      <Trans>Nothing was found at this address.</Trans>
    </p>
  );
}
