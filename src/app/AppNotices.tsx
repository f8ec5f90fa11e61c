import { Trans } from '@lingui/react/macro';
import { appConfig } from '../lib/config';
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

/** Notices about the app itself, above every screen. */
export function AppNotices() {
  const { waiting, reload, dismiss } = useAppUpdate();
  return (
    <>
      <OfflineShellNotice />
      <UpdatePrompt waiting={waiting} onReload={reload} onDismiss={dismiss} />
    </>
  );
}
