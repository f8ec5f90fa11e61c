import type { ReactNode } from 'react';
import { Link } from '../components/router';
import { appPaths } from '../lib/app-paths';
import { useOpenComposer } from '../state/composer-dialog';

/**
 * New post: opens the composer over the screen; its address (a new tab, a modified click) opens
 * the composer page.
 */
export function ComposerLink({ className, children }: { className: string; children: ReactNode }) {
  const openComposer = useOpenComposer();
  return (
    <Link
      className={className}
      to={appPaths.compose()}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        openComposer();
      }}
    >
      {children}
    </Link>
  );
}
