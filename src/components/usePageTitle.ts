import { useLayoutEffect } from 'react';
import { appConfig } from '../lib/config';
import { pageTitle } from '../lib/page-title';

/** Sets the document title to "<screen> - <client name>". */
export function usePageTitle(screen: string | null | undefined): void {
  useLayoutEffect(() => {
    document.title = pageTitle(screen, appConfig.clientName);
  }, [screen]);
}
