import { Trans } from '@lingui/react/macro';

/** Above a post the account pinned to its profile. */
export function PinnedLabel() {
  return (
    <p className="pinned-label">
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M16 3l5 5-3 1-4 4 1 5-2 2-4-4-5 5-1-1 5-5-4-4 2-2 5 1 4-4z" />
      </svg>
      <Trans comment="Label above a post its author pinned to their profile">Pinned</Trans>
    </p>
  );
}
