import { useLayoutEffect } from 'react';
import { appConfig } from '../lib/config';
import { pageTitle } from '../lib/page-title';
import { useUnreadNotificationsCount } from '../state/notifications-unread';

/** Sets the document title to "<screen> - <client name>", led by the unread notifications. */
export function usePageTitle(screen: string | null | undefined): void {
  const unread = useUnreadNotificationsCount();
  useLayoutEffect(() => {
    document.title = pageTitle(screen, appConfig.clientName, unread);
  }, [screen, unread]);
}
