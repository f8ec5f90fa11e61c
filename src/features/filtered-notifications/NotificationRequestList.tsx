import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import {
  useNotificationRequestAnswers,
  useNotificationRequests,
  type RequestAction,
  type RequestFailure,
} from '../../state/notification-requests';
import { NotificationRequestRow } from './NotificationRequestRow';
import { RequestSelectionBar } from './RequestSelectionBar';
import { LoadMoreButton } from '../../components/LoadMoreButton';

function FailureMessage({ failure }: { failure: RequestFailure }) {
  const count = failure.requests.length;
  const acct = failure.requests[0]?.account.acct ?? '';
  const fallback =
    count > 1
      ? failure.answer === 'accept'
        ? msg`Unable to accept ${count} requests. They are still pending.`
        : msg`Unable to dismiss ${count} requests. They are still pending.`
      : failure.answer === 'accept'
        ? msg`Unable to accept the notifications from @${acct}. They are still pending.`
        : msg`Unable to dismiss the notifications from @${acct}. They are still pending.`;
  return <ErrorMessage error={failure.error} fallback={fallback} />;
}

/** The pending notification requests, several of which can be answered at once. */
export function NotificationRequestList() {
  const { t } = useLingui();
  const requests = useNotificationRequests();
  const { answer, failure } = useNotificationRequestAnswers();
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  if (requests.isPending) return <Loading />;
  if (!requests.data) {
    return (
      <ErrorMessage
        error={requests.error}
        fallback={msg`Unable to load filtered notifications.`}
        onRetry={() => void requests.refetch()}
      />
    );
  }
  const items = requests.data.pages.flatMap((page) => page.items);
  const selected = items.filter((request) => selectedIds.has(request.id));
  const select = (id: string, on: boolean) =>
    setSelectedIds((ids) => {
      const next = new Set(ids);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const act = (action: RequestAction) => {
    setSelectedIds(
      (ids) => new Set([...ids].filter((id) => !action.requests.some((r) => r.id === id))),
    );
    answer(action);
  };
  return (
    <section className="request-section" aria-labelledby="requests-heading">
      <h2 id="requests-heading">
        <Trans>Pending requests</Trans>
      </h2>
      {failure && <FailureMessage failure={failure} />}
      {items.length === 0 ? (
        <p className="empty">
          <Trans>No notifications are filtered.</Trans>
        </p>
      ) : (
        <>
          <RequestSelectionBar
            total={items.length}
            selected={selected}
            onSelectAll={(on) => setSelectedIds(new Set(on ? items.map((r) => r.id) : []))}
            onAnswer={act}
          />
          <ul className="plain-list result-list" aria-label={t`Filtered notifications by sender`}>
            {items.map((request) => (
              <NotificationRequestRow
                key={request.id}
                request={request}
                selected={selectedIds.has(request.id)}
                onSelect={(on) => select(request.id, on)}
                onAnswer={act}
              />
            ))}
          </ul>
        </>
      )}
      {requests.isFetchNextPageError && (
        <ErrorMessage
          error={requests.error}
          fallback={msg`Unable to load filtered notifications.`}
        />
      )}
      <LoadMoreButton query={requests} />
    </section>
  );
}
