import { lazy, Suspense, type ComponentProps } from 'react';

// Shown only once an action is refused (logged out, or another instance's post): its code loads
// then, not with every post.
const InteractionNotice = lazy(() =>
  import('./InteractionNotice').then((m) => ({ default: m.InteractionNotice })),
);

/** Why an action cannot be taken here, and what can be done instead (loaded when first shown). */
export function LazyInteractionNotice(props: ComponentProps<typeof InteractionNotice>) {
  return (
    <Suspense fallback={null}>
      <InteractionNotice {...props} />
    </Suspense>
  );
}
