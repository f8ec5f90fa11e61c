import { Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import type { RequestAction } from '../../state/notification-requests';

interface RequestSelectionBarProps {
  total: number;
  selected: mastodon.v1.NotificationRequest[];
  onSelectAll: (selected: boolean) => void;
  onAnswer: (action: RequestAction) => void;
}

/** Select all, and accept or dismiss every selected request in one request to the server. */
export function RequestSelectionBar({
  total,
  selected,
  onSelectAll,
  onAnswer,
}: RequestSelectionBarProps) {
  const { t } = useLingui();
  const count = selected.length;
  const all = count === total;
  return (
    <div className="request-selection" role="group" aria-label={t`Selected requests`}>
      <label className="request-select-all">
        <input
          type="checkbox"
          checked={all}
          ref={(input) => {
            if (input) input.indeterminate = count > 0 && !all;
          }}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        <Trans>Select all</Trans>
      </label>
      <span className="request-selection-count" aria-live="polite">
        <Trans>{count} selected</Trans>
      </span>
      <button
        type="button"
        className="button"
        disabled={count === 0}
        onClick={() => onAnswer({ requests: selected, answer: 'accept' })}
      >
        <Trans>Accept selected</Trans>
      </button>
      <button
        type="button"
        className="button"
        disabled={count === 0}
        onClick={() => onAnswer({ requests: selected, answer: 'dismiss' })}
      >
        <Trans>Dismiss selected</Trans>
      </button>
    </div>
  );
}
