import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { StatusCard } from '../../components/StatusCard';
import { useSession } from '../../state/session';
import { useStatus } from '../../state/statuses';
import { useThreadContext } from '../../state/thread';
import { OpenOnMyInstance } from './OpenOnMyInstance';
import { RetryButton } from './RetryButton';
import { ThreadLinks } from './ThreadLinks';
import { ThreadReplies } from './ThreadReplies';

/**
 * Keeps the focused post in view: on arrival, and again, before the browser paints, when the
 * posts above it come in, so the reader never sees the page jump.
 */
function useFocusedPostInView(ready: boolean, ancestorCount: number) {
  const ref = useRef<HTMLDivElement>(null);
  const placedFor = useRef(-1);
  useLayoutEffect(() => {
    if (!ready || !ref.current || placedFor.current === ancestorCount) return;
    placedFor.current = ancestorCount;
    if (ancestorCount === 0) window.scrollTo({ top: 0 });
    else ref.current.scrollIntoView?.({ block: 'start' });
  }, [ready, ancestorCount]);
  return ref;
}

export function ThreadView({ instance, id }: { instance: string; id: string }) {
  const { t } = useLingui();
  const session = useSession();
  const status = useStatus(instance, id);
  const context = useThreadContext(instance, id);
  const ancestors = context.data?.ancestors ?? [];
  const focusRef = useFocusedPostInView(status.isSuccess, ancestors.length);

  if (status.isPending) return <Loading />;
  if (status.isError) {
    return (
      <ErrorMessage error={status.error} fallback={msg`Unable to load post.`}>
        <RetryButton onRetry={() => void status.refetch()} />
      </ErrorMessage>
    );
  }
  const fromElsewhere = instance !== session.instance;
  return (
    <>
      {ancestors.length > 0 && (
        <ol className="thread-ancestors" aria-label={t`Earlier posts in the thread`}>
          {ancestors.map((ancestor) => (
            <li key={ancestor.id}>
              <StatusCard status={ancestor} instance={instance} />
            </li>
          ))}
        </ol>
      )}
      <div ref={focusRef} className="thread-focus">
        {fromElsewhere && session.isLoggedIn && (
          <>
            <p className="notice" role="note">
              <Trans>
                Sorry, your current logged-in instance can't interact with this post from another
                instance.
              </Trans>
            </p>
            <OpenOnMyInstance status={status.data} />
          </>
        )}
        <StatusCard status={status.data} instance={instance} />
        <ThreadLinks status={status.data} instance={instance} />
      </div>
      <div className="thread-replies-section">
        {context.isPending ? (
          <Loading />
        ) : context.isError ? (
          <ErrorMessage error={context.error} fallback={msg`Unable to load replies.`}>
            <RetryButton onRetry={() => void context.refetch()} />
          </ErrorMessage>
        ) : context.data.descendants.length === 0 ? (
          <p className="empty">
            <Trans>No replies yet.</Trans>
          </p>
        ) : (
          <ThreadReplies
            focused={status.data}
            descendants={context.data.descendants}
            instance={instance}
          />
        )}
      </div>
    </>
  );
}
