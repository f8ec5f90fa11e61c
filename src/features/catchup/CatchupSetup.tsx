import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { MAX_CATCHUP_HOURS, MIN_CATCHUP_HOURS, rangeStart } from '../../lib/catchup';

const HOURS = Array.from(
  { length: MAX_CATCHUP_HOURS - MIN_CATCHUP_HOURS + 1 },
  (_, index) => MIN_CATCHUP_HOURS + index,
);
const SINCE_LAST = 'last';

interface CatchupSetupProps {
  /** When the newest kept catch-up was made, to offer "since the last catch-up". */
  lastCatchupAt?: number;
  onStart: (since: number) => void;
}

export function CatchupSetup({ lastCatchupAt, onStart }: CatchupSetupProps) {
  const { t, i18n } = useLingui();
  const selectId = useId();
  const [choice, setChoice] = useState(String(MAX_CATCHUP_HOURS));
  const lastTime =
    lastCatchupAt &&
    i18n.date(new Date(lastCatchupAt), { dateStyle: 'medium', timeStyle: 'short' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const now = Date.now();
    const range =
      choice === SINCE_LAST && lastCatchupAt ? { since: lastCatchupAt } : { hours: Number(choice) };
    onStart(rangeStart(range, now));
  };
  return (
    <form className="form catchup-setup" onSubmit={submit}>
      <p className="hint">
        <Trans>
          A catch-up reads your Home timeline back in time and lets you sort and filter what you
          missed.
        </Trans>
      </p>
      <label htmlFor={selectId}>
        <Trans>Catch up on</Trans>
      </label>
      <select id={selectId} value={choice} onChange={(event) => setChoice(event.target.value)}>
        {HOURS.map((hours) => (
          <option key={hours} value={hours}>
            {plural(hours, { one: 'The last hour', other: 'The last # hours' })}
          </option>
        ))}
        {lastCatchupAt && (
          <option value={SINCE_LAST}>{t`Since the last catch-up (${lastTime})`}</option>
        )}
      </select>
      <div className="button-row">
        <button type="submit" className="button button-primary">
          <Trans>Start the catch-up</Trans>
        </button>
      </div>
    </form>
  );
}
