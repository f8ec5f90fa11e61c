import type { ReactNode } from 'react';
import { usePageTitle } from './usePageTitle';

interface PageProps {
  /** The screen's name: its one h1 and the first part of the page title. */
  title: string;
  children?: ReactNode;
}

export function Page({ title, children }: PageProps) {
  usePageTitle(title);
  return (
    <div className="page">
      <header className="page-header">
        <h1 tabIndex={-1}>{title}</h1>
      </header>
      {children}
    </div>
  );
}
