import { Trans } from '@lingui/react/macro';

export function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <button type="button" className="button" onClick={onRetry}>
      <Trans>Try again</Trans>
    </button>
  );
}
