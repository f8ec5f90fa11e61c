import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { CatchupProgress } from '../../lib/catchup-fetch';

/** Home being read: how far back, how many posts so far, and a way to stop. */
export function CatchupProgressView({
  progress,
  onCancel,
}: {
  progress: CatchupProgress;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const labelId = useId();
  const percent = Math.round(progress.fraction * 100);
  const kept = progress.kept;
  return (
    <section className="catchup-progress" aria-label={t`Catch-up in progress`}>
      <p id={labelId} className="catchup-progress-label">
        {t`Reading the Home timeline`}
      </p>
      <progress
        max={100}
        value={percent}
        aria-labelledby={labelId}
        aria-valuetext={i18n.number(progress.fraction, { style: 'percent' })}
      />
      <p role="status">{plural(kept, { one: '# post so far…', other: '# posts so far…' })}</p>
      <button type="button" className="button" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </button>
    </section>
  );
}
