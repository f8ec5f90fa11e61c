import { Trans } from '@lingui/react/macro';

interface StreamStatusProps {
  /** The live connection dropped and is being re-established. */
  reconnecting: boolean;
  /** The instance's streaming doesn't work, so new posts are checked for now and then. */
  polling?: boolean;
}

/** A quiet note on how the timeline stays up to date when it isn't streaming normally. */
export function StreamStatus({ reconnecting, polling = false }: StreamStatusProps) {
  return (
    <p className="stream-status" role="status">
      {reconnecting && (
        <Trans comment="Status of the live updates of a timeline after the connection dropped">
          Reconnecting…
        </Trans>
      )}
      {polling && !reconnecting && (
        <Trans>Live updates are unavailable; new posts are checked for regularly.</Trans>
      )}
    </p>
  );
}
