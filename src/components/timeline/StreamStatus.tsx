import { Trans } from '@lingui/react/macro';

/** A quiet note while the live connection is being re-established. */
export function StreamStatus({ reconnecting }: { reconnecting: boolean }) {
  return (
    <p className="stream-status" role="status">
      {reconnecting && <Trans>Reconnecting…</Trans>}
    </p>
  );
}
