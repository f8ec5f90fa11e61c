import { Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { FILTER_CONTEXTS } from '../../lib/filter-form';
import { CONTEXT_LABELS } from './filter-labels';
import '../../styles/post-dialog.css';

type FilterContext = mastodon.v2.FilterContext;

interface ContextsFieldProps {
  value: FilterContext[];
  onChange: (value: FilterContext[]) => void;
  /** None chosen when saving was tried. */
  invalid: boolean;
}

/** Where the filter applies: Mastodon's five contexts, at least one. */
export function ContextsField({ value, onChange, invalid }: ContextsFieldProps) {
  const { t } = useLingui();
  const toggle = (context: FilterContext, on: boolean) =>
    onChange(FILTER_CONTEXTS.filter((each) => (each === context ? on : value.includes(each))));
  return (
    <fieldset className={invalid ? 'filter-fieldset filter-fieldset-invalid' : 'filter-fieldset'}>
      <legend>
        <Trans>Filter in</Trans>
      </legend>
      {FILTER_CONTEXTS.map((context) => (
        <label key={context} className="post-dialog-check">
          <input
            type="checkbox"
            checked={value.includes(context)}
            onChange={(event) => toggle(context, event.target.checked)}
          />
          {t(CONTEXT_LABELS[context])}
        </label>
      ))}
      {invalid && (
        <p className="filter-problem" role="alert">
          <Trans>Choose at least one place.</Trans>
        </p>
      )}
    </fieldset>
  );
}
