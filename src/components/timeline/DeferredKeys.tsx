import { lazy, Suspense } from 'react';
import { useSettled } from '../../state/app-settled';
import type { FeedKeysProps, KeyTriggerProps } from './FeedKeys';

// The feeds' keys and their library load once the app has settled, not before the first post.
const FeedKeys = lazy(() => import('./FeedKeys').then((m) => ({ default: m.FeedKeys })));
const KeyTrigger = lazy(() => import('./FeedKeys').then((m) => ({ default: m.KeyTrigger })));

export function DeferredFeedKeys(props: FeedKeysProps) {
  const settled = useSettled();
  if (!settled) return null;
  return (
    <Suspense fallback={null}>
      <FeedKeys {...props} />
    </Suspense>
  );
}

export function DeferredKeyTrigger(props: KeyTriggerProps) {
  const settled = useSettled();
  if (!settled) return null;
  return (
    <Suspense fallback={null}>
      <KeyTrigger {...props} />
    </Suspense>
  );
}
