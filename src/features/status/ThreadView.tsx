import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { StatusCard } from '../../components/StatusCard';
import { selfThreadLength } from '../../lib/thread-number';
import { useStoredPost, useWithoutDeleted } from '../../state/posts';
import { useStatus } from '../../state/statuses';
import { useThreadContext } from '../../state/thread';
import { ThreadLinks } from './ThreadLinks';
import { ThreadReplies } from './ThreadReplies';

/**
 * Keeps the focused post in view: on arrival, and again, before the browser paints, when the
 * posts above it come in, so the reader never sees the page jump. Returns whether the post has
 * been placed for the current ancestors: the virtualised replies mount only then, so they start
 * from the final scroll position.
 */
function useFocusedPostInView(
  ref: RefObject<HTMLDivElement | null>,
  ready: boolean,
  ancestorCount: number,
): boolean {
  const [placedFor, setPlacedFor] = useState(-1);
  const placedWithAncestors = useRef(false);
  useLayoutEffect(() => {
    if (!ready || !ref.current || placedFor === ancestorCount) return;
    if (ancestorCount === 0) window.scrollTo({ top: 0 });
    else ref.current.scrollIntoView?.({ block: 'start' });
    placedWithAncestors.current = ancestorCount > 0;
    setPlacedFor(ancestorCount);
  }, [ref, ready, ancestorCount, placedFor]);
  // The shell focuses the screen's heading after a navigation, which scrolls it into view; once,
  // put the focused post back where it was (still before the browser paints).
  useLayoutEffect(() => {
    const heading = document.querySelector<HTMLElement>('#main h1');
    if (!heading) return;
    const restore = () => {
      if (!placedWithAncestors.current) return;
      heading.removeEventListener('focus', restore);
      ref.current?.scrollIntoView?.({ block: 'start' });
    };
    heading.addEventListener('focus', restore);
    return () => heading.removeEventListener('focus', restore);
  }, [ref]);
  return ready && placedFor === ancestorCount;
}

/** The thread's opening author and the length of their self-thread, when it has more than one post. */
function useSelfThread(
  focused: mastodon.v1.Status | undefined,
  context: mastodon.v1.Context | undefined,
) {
  return useMemo(() => {
    if (!focused || !context) return null;
    const root = context.ancestors[0] ?? focused;
    const total = selfThreadLength(root, [...context.ancestors, focused, ...context.descendants]);
    return total > 1 ? { authorId: root.account.id, total } : null;
  }, [focused, context]);
}

const NO_POSTS: mastodon.v1.Status[] = [];

/** Says so when the post this page is about was deleted while it was open. */
function DeletedNotice({ status, instance }: { status: mastodon.v1.Status; instance: string }) {
  if (!useStoredPost(instance, status).deleted) return null;
  return (
    <p className="notice" role="status">
      <Trans>This post has been deleted.</Trans>
    </p>
  );
}

export function ThreadView({ instance, id }: { instance: string; id: string }) {
  const { t } = useLingui();
  const status = useStatus(instance, id);
  const context = useThreadContext(instance, id);
  const ancestors = useWithoutDeleted(instance, context.data?.ancestors ?? NO_POSTS);
  const descendants = useWithoutDeleted(instance, context.data?.descendants ?? NO_POSTS);
  const focusRef = useRef<HTMLDivElement>(null);
  const placed = useFocusedPostInView(focusRef, status.isSuccess, ancestors.length);
  const selfThread = useSelfThread(status.data, context.data);
  const totalFor = (post: mastodon.v1.Status) =>
    selfThread?.authorId === post.account.id ? selfThread.total : undefined;

  if (status.isPending) return <Loading />;
  if (status.isError) {
    return (
      <ErrorMessage
        error={status.error}
        fallback={msg`Unable to load post.`}
        onRetry={() => void status.refetch()}
      />
    );
  }
  return (
    <>
      {ancestors.length > 0 && (
        <ol className="thread-ancestors" aria-label={t`Earlier posts in the thread`}>
          {ancestors.map((ancestor, index) => (
            <li key={ancestor.id}>
              <StatusCard
                status={ancestor}
                instance={instance}
                context="thread"
                parentShown={index > 0}
                threadTotal={totalFor(ancestor)}
              />
            </li>
          ))}
        </ol>
      )}
      <div
        ref={focusRef}
        className={ancestors.length > 0 ? 'thread-focus thread-focus-below' : 'thread-focus'}
      >
        <StatusCard
          status={status.data}
          instance={instance}
          context="thread"
          variant="focus"
          threadTotal={totalFor(status.data)}
        />
        <DeletedNotice status={status.data} instance={instance} />
        <ThreadLinks status={status.data} instance={instance} />
      </div>
      <div className="thread-replies-section">
        {context.isPending || !placed ? (
          <Loading />
        ) : context.isError ? (
          <ErrorMessage
            error={context.error}
            fallback={msg`Unable to load replies.`}
            onRetry={() => void context.refetch()}
          />
        ) : descendants.length === 0 ? (
          <p className="empty">
            <Trans>No replies yet.</Trans>
          </p>
        ) : (
          <ThreadReplies
            focused={status.data}
            descendants={descendants}
            instance={instance}
            selfThread={selfThread}
          />
        )}
      </div>
    </>
  );
}
