import type { ReactNode } from 'react';
import { useLocation } from './router';
import { isTopLevelPath } from '../lib/navigation';
import { BackButton } from './BackButton';
import { useTitleBarActions } from './title-bar';
import { usePageTitle } from './use-page-title';

interface PageProps {
  /** The screen's name: its one h1 and, unless told otherwise, the first part of the page title. */
  title: string;
  /** What the page title names instead, once known (the profile's or the post's author). */
  documentTitle?: string;
  children?: ReactNode;
}

/**
 * A screen: its title bar (Back on every screen below the top level, its heading, and on narrow
 * screens the account menu at its end), and its content.
 */
export function Page({ title, documentTitle, children }: PageProps) {
  usePageTitle(documentTitle || title);
  const { pathname } = useLocation();
  const actions = useTitleBarActions();
  return (
    <div className="page">
      <header className="page-header">
        {!isTopLevelPath(pathname) && <BackButton />}
        <h1 tabIndex={-1}>{title}</h1>
        {actions && <div className="page-header-actions">{actions}</div>}
      </header>
      {children}
    </div>
  );
}
