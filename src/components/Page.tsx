import type { ReactNode } from 'react';
import { usePageTitle } from './usePageTitle';

interface PageProps {
  /** The screen's name: its one h1 and the first part of the page title. */
  title: string;
  /** Shown in place of the title in the h1 when the heading needs more than the name. */
  heading?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

export function Page({ title, heading, actions, children }: PageProps) {
  usePageTitle(title);
  return (
    <div className="page">
      <header className="page-header">
        <h1 tabIndex={-1}>{heading ?? title}</h1>
        {actions}
      </header>
      {children}
    </div>
  );
}
