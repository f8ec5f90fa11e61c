import { lazy, Suspense, useId, useRef, useState } from 'react';
import { MoreButton } from './MoreButton';
import type { PostMenuInput } from './use-post-menu';

// The menu's items, actions and dialogs load when the reader reaches for "More" (a hover or focus
// warms them, so that a press opens at once), not with every post.
const PostMenu = lazy(() => import('./PostMenu').then((m) => ({ default: m.PostMenu })));

/** A post's "More" button; its menu loads on first use. */
export function PostMoreMenu(input: PostMenuInput) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  const want = () => setWanted(true);
  return (
    <div className="status-menu" ref={root}>
      <MoreButton
        ref={button}
        open={open}
        controls={id}
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          want();
          setOpen((value) => !value);
        }}
      />
      {wanted && (
        <Suspense fallback={null}>
          <PostMenu {...input} open={open} setOpen={setOpen} id={id} root={root} button={button} />
        </Suspense>
      )}
    </div>
  );
}
