import { lazy, Suspense, type ComponentProps } from 'react';
import { loadNewerPostsOffer, loadStoppedHere } from './stopped-here-load';

const LazyDivider = lazy(() =>
  loadStoppedHere().then((module) => ({ default: module.StoppedHere })),
);
const LazyOffer = lazy(() =>
  loadNewerPostsOffer().then((module) => ({ default: module.NewerPostsOffer })),
);

/** "You stopped here", loaded only where Home reopens below newer posts. */
export function StoppedHere() {
  return (
    <Suspense fallback={null}>
      <LazyDivider />
    </Suspense>
  );
}

type OfferProps = ComponentProps<typeof LazyOffer>;

/** "N newer posts", loaded only where a timeline reopens below newer posts. */
export function NewerPostsOffer(props: OfferProps) {
  return (
    <Suspense fallback={null}>
      <LazyOffer {...props} />
    </Suspense>
  );
}
