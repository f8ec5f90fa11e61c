import { Trans } from '@lingui/react/macro';
import { ActionNotice } from '../components/ActionNotice';
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
function AppActionNotice() {
  const { notice, dismiss } = useAppNotice();
  return <ActionNotice onDismiss={dismiss}>{notice?.text}</ActionNotice>;
}

/** Notices about the app itself, above every screen. */
export function AppNotices() {
  const { waiting, reload, dismiss } = useAppUpdate();
  return (
    <>
      <OfflineShellNotice />
      <UpdatePrompt waiting={waiting} onReload={reload} onDismiss={dismiss} />
      <AppActionNotice />
    </>
  );
}
