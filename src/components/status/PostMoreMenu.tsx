import { lazy, Suspense, useState } from 'react';
import { usePopover } from '../use-popover';
import { MoreButton } from './MoreButton';
import type { PostMenuInput } from './use-post-menu';

// The menu's items, actions and dialogs load when the reader reaches for "More" (a hover or focus
// warms them, so that a press opens at once), not with every post.
const PostMenu = lazy(() => import('./PostMenu').then((m) => ({ default: m.PostMenu })));

/** A post's "More" button; its menu loads on first use. */
export function PostMoreMenu(input: PostMenuInput) {
  // The menu closes itself on Escape and a press outside (MenuList).
  const { open, setOpen, toggle, id, root, button } = usePopover({ dismiss: false });
  const [wanted, setWanted] = useState(false);
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
          toggle();
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
