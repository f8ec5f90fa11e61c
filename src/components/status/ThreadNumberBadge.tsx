import { lazy, Suspense } from 'react';
import { mayBeInThread } from '../../lib/thread-number';
import { useSettled } from '../../state/app-settled';
import type { ThreadNumberProps } from './ThreadNumber';

// Finding the number may fetch parent posts: loaded and asked once the first screen is read.
const ThreadNumber = lazy(() =>
  import('./ThreadNumber').then((m) => ({ default: m.ThreadNumber })),
);

/** "2/5" or "2" for a post in its author's self-thread; nothing (and no work) for other posts. */
export function ThreadNumberBadge(props: ThreadNumberProps) {
  const settled = useSettled();
  if (!settled || !mayBeInThread(props.post)) return null;
  return (
    <Suspense fallback={null}>
      <ThreadNumber {...props} />
    </Suspense>
  );
}
