import type { ReactNode } from 'react';
import { useLocation } from './router';
import { isTopLevelPath } from '../lib/navigation';
import { BackButton } from './BackButton';
import { usePageTitle } from './use-page-title';

interface PageProps {
  /** The screen's name: its one h1 and, unless told otherwise, the first part of the page title. */
  title: string;
  /** What the page title names instead, once known (the profile's or the post's author). */
  documentTitle?: string;
  children?: ReactNode;
}

/** A screen: its heading, with Back on every screen below the top level, and its content. */
export function Page({ title, documentTitle, children }: PageProps) {
  usePageTitle(documentTitle || title);
  const { pathname } = useLocation();
  return (
    <div className="page">
      <header className="page-header">
        {!isTopLevelPath(pathname) && <BackButton />}
        <h1 tabIndex={-1}>{title}</h1>
      </header>
      {children}
    </div>
  );
}
