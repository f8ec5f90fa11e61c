import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { expiryParts, FILTER_EXPIRY_CHOICES, type FilterExpiry } from '../../lib/filter-form';
import { ExpiryText } from './ExpiryText';

interface ExpiryFieldProps {
  value: FilterExpiry;
  /** When the filter being edited expires (null: never, or a new filter). */
  expiresAt: string | null;
  onChange: (value: FilterExpiry) => void;
}

/** How long the filter lasts; an existing expiry is shown and kept unless another is chosen. */
export function ExpiryField({ value, expiresAt, onChange }: ExpiryFieldProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const label = (seconds: number) => {
    if (seconds === 0)
      return t({ message: 'Never', comment: 'Expiry of a filter: it does not expire' });
    const { value: amount, unit } = expiryParts(seconds);
    return i18n.number(amount, { style: 'unit', unit, unitDisplay: 'long' });
  };
  return (
    <div className="filter-field">
      <label htmlFor={id}>
        <Trans>Expires after</Trans>
      </label>
      {expiresAt && (
        <p className="result-detail">
          <ExpiryText expiresAt={expiresAt} />
        </p>
      )}
      <select
        id={id}
        value={String(value)}
        onChange={(event) =>
          onChange(
            event.target.value === 'keep' ? 'keep' : (Number(event.target.value) as FilterExpiry),
          )
        }
      >
        {expiresAt && <option value="keep">{t`Keep as it is`}</option>}
        {FILTER_EXPIRY_CHOICES.map((seconds) => (
          <option key={seconds} value={seconds}>
            {label(seconds)}
          </option>
        ))}
      </select>
    </div>
  );
}
