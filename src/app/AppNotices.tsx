import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { appConfig } from '../lib/config';
import { useAppNotice } from '../state/app-notice';
import { useAppUpdate } from '../state/app-update';
import { useBrowserOnline } from '../state/online';
import { UpdatePrompt } from './UpdatePrompt';

/** Offline, the app shell still opens (service worker): say why nothing new loads. */
function OfflineShellNotice() {
  const online = useBrowserOnline();
  if (online) return null;
  const name = appConfig.clientName;
  return (
    <p className="notice app-offline" role="status">
      <Trans>
        You are offline. {name} opened from this device; what needs the server loads when you are
        back online.
      </Trans>
    </p>
  );
}

/** What an action did, when the place it was chosen from is gone (a blocked account's post). */
function ActionNotice() {
  const { notice, dismiss } = useAppNotice();
  const { pathname } = useLocation();
  // The notice belongs to the screen it was shown on.
  useEffect(() => dismiss, [pathname, dismiss]);
  return (
    <div className="action-notice" role="status">
      {notice && (
        <p className="notice">
          {notice.text}{' '}
          <button type="button" className="button" onClick={dismiss}>
            <Trans context="close a notice">Dismiss</Trans>
          </button>
        </p>
      )}
    </div>
  );
}

/** Notices about the app itself, above every screen. */
export function AppNotices() {
  const { waiting, reload, dismiss } = useAppUpdate();
  return (
    <>
      <OfflineShellNotice />
      <UpdatePrompt waiting={waiting} onReload={reload} onDismiss={dismiss} />
      <ActionNotice />
    </>
  );
}
