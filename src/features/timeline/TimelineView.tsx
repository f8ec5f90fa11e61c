import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LoginRequiredError } from '../../api/errors';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { StatusCard } from '../../components/StatusCard';
import { appPaths } from '../../lib/app-paths';
import { useSession } from '../../state/session';
import { requiresLogin, type TimelineDescriptor } from '../../state/timeline-descriptor';
import { useTimeline } from '../../state/timelines';

interface TimelineViewProps {
  descriptor: TimelineDescriptor;
  label: string;
  /** Read a public timeline from this instance instead of the session's. */
  instance?: string;
}

function LoginRequired() {
  return (
    <ErrorMessage error={new LoginRequiredError()} fallback={msg`Login required.`}>
      <Link to={appPaths.login()}>
        <Trans>Go to login</Trans>
      </Link>
    </ErrorMessage>
  );
}

export function TimelineView(props: TimelineViewProps) {
  const { isLoggedIn } = useSession();
  if (requiresLogin(props.descriptor) && !isLoggedIn) return <LoginRequired />;
  return <TimelineList {...props} />;
}

function TimelineList({ descriptor, label, instance: otherInstance }: TimelineViewProps) {
  const session = useSession();
  const instance = otherInstance ?? session.instance;
  const timeline = useTimeline(descriptor, otherInstance);

  if (timeline.isPending) return <Loading />;
  const { data, error } = timeline;
  // A failed next page keeps the posts already shown; only a failed first page replaces them.
  if (!data) {
    return (
      <ErrorMessage error={error} fallback={msg`Unable to load posts.`}>
        <button type="button" className="button" onClick={() => void timeline.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </ErrorMessage>
    );
  }

  const statuses = data.pages.flat();
  return (
    <section aria-label={label}>
      {statuses.length === 0 ? (
        <p className="empty">
          <Trans>Nothing to see here yet.</Trans>
        </p>
      ) : (
        <ol className="status-list">
          {statuses.map((status) => (
            <li key={status.id}>
              <StatusCard status={status} instance={instance} />
            </li>
          ))}
        </ol>
      )}
      {timeline.isFetchNextPageError && (
        <ErrorMessage error={error} fallback={msg`Unable to load posts.`} />
      )}
      {timeline.hasNextPage && statuses.length > 0 && (
        <button
          type="button"
          className="button load-more"
          disabled={timeline.isFetchingNextPage}
          onClick={() => void timeline.fetchNextPage()}
        >
          {timeline.isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
        </button>
      )}
    </section>
  );
}
