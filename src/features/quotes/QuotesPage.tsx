import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useParams } from '../../components/router';
import { isNotFound } from '../../api/errors';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { useRouteInstance } from '../../components/use-route-instance';
import { StatusCard } from '../../components/StatusCard';
import { NotFoundNotice, NotOfferedNotice } from '../../components/Unavailable';
import { useCapabilities } from '../../state/capabilities';
import { useStatusQuotes } from '../../state/history';
import { useWithoutDeleted } from '../../state/posts';
import '../../styles/screens.css';
import { LoadMoreButton } from '../../components/LoadMoreButton';

function QuotesList({ instance, id }: { instance: string; id: string }) {
  const { t } = useLingui();
  const quotes = useStatusQuotes(instance, id);
  const loaded = useMemo(
    () => quotes.data?.pages.flatMap((page) => page.items) ?? [],
    [quotes.data],
  );
  const statuses = useWithoutDeleted(instance, loaded);
  if (quotes.isPending) return <Loading />;
  if (!quotes.data && isNotFound(quotes.error)) {
    return <NotFoundNotice message={t`Post not found. It may have been deleted.`} />;
  }
  if (!quotes.data) {
    return (
      <ErrorMessage
        error={quotes.error}
        fallback={msg`Unable to load posts.`}
        onRetry={() => void quotes.refetch()}
      />
    );
  }
  if (statuses.length === 0) {
    return (
      <p className="empty">
        <Trans>No one has quoted this post yet.</Trans>
      </p>
    );
  }
  return (
    <>
      <ol className="status-list" aria-label={t`Quotes`}>
        {statuses.map((status) => (
          <li key={status.id}>
            <StatusCard status={status} instance={instance} context="public" />
          </li>
        ))}
      </ol>
      {quotes.isFetchNextPageError && (
        <ErrorMessage error={quotes.error} fallback={msg`Unable to load posts.`} />
      )}
      <LoadMoreButton query={quotes} />
    </>
  );
}

/** Quotes where the server has them; where it does not, says so instead of asking it. */
function QuotesOrNotOffered({ instance, id }: { instance: string; id: string }) {
  const { t } = useLingui();
  const { capabilities, isPending } = useCapabilities(instance);
  if (isPending) return <Loading />;
  if (!capabilities.quotes)
    return <NotOfferedNotice message={t`This server does not offer quotes.`} />;
  return <QuotesList instance={instance} id={id} />;
}

/** The posts quoting a post: `/{instance}/s/{statusId}/quotes`. */
export function QuotesPage() {
  const { t } = useLingui();
  const params = useParams();
  const { instance, invalid } = useRouteInstance(msg`Unable to load posts.`);
  const id = params.statusId ?? '';
  return (
    <Page title={t`Quotes`}>
      {invalid ?? <QuotesOrNotOffered key={`${instance}/${id}`} instance={instance} id={id} />}
    </Page>
  );
}
