import { Trans } from '@lingui/react/macro';
import type { OfflineSending } from './use-offline-sending';

/** Says the browser is offline, and that a post waits for the connection (it can be cancelled). */
export function OfflineNotice({ offline }: { offline: OfflineSending }) {
  if (offline.waiting) {
    return (
      <p className="notice composer-offline" role="status">
        <Trans>This post will be sent when you are back online.</Trans>{' '}
        <button type="button" className="button" onClick={offline.cancel}>
          <Trans>Cancel sending</Trans>
        </button>
      </p>
    );
  }
  if (offline.online) return null;
  return (
    <p className="notice composer-offline" role="status">
      <Trans>You are offline. What you write is kept on this device.</Trans>
    </p>
  );
}
