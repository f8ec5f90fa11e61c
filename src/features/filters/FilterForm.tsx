import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { useId, useState, type FormEvent } from 'react';
import { serverMessage } from '../../api/errors';
import { ErrorMessage } from '../../components/ErrorMessage';
import {
  EMPTY_FILTER_FORM,
  filterActionsOffered,
  filterFormProblems,
  formFromFilter,
  withPendingKeyword,
  type FilterFormValues,
} from '../../lib/filter-form';
import { useSaveFilter } from '../../state/filter-edits';
import { ContextsField } from './ContextsField';
import { ExpiryField } from './ExpiryField';
import { ACTION_LABELS } from './filter-labels';
import { KeywordsField } from './KeywordsField';
import { CancelOrConfirm } from '../../components/CancelOrConfirm';
import '../../styles/post-dialog.css';

interface FilterFormProps {
  /** The filter to edit; none to create one. */
  original?: mastodon.v2.Filter;
  /** The server takes the 'blur' action. */
  blur: boolean;
  onDone: () => void;
}

/** Creates or edits a filter. A failed save keeps everything as typed and says why. */
export function FilterForm({ original, blur, onDone }: FilterFormProps) {
  const { t } = useLingui();
  const [values, setValues] = useState<FilterFormValues>(() =>
    original ? formFromFilter(original) : EMPTY_FILTER_FORM,
  );
  const [pending, setPending] = useState('');
  const [showProblems, setShowProblems] = useState(false);
  const save = useSaveFilter();
  const titleId = useId();
  const headingId = useId();
  const originalTitle = original?.title ?? '';
  const heading = original ? t`Edit filter “${originalTitle}”` : t`New filter`;
  const problems = filterFormProblems(values);
  const set = (change: Partial<FilterFormValues>) => setValues((now) => ({ ...now, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    if (problems.length > 0) return;
    const complete = withPendingKeyword(values, pending);
    setValues(complete);
    setPending('');
    save.mutate({ values: complete, original }, { onSuccess: onDone });
  };
  const said = save.isError ? serverMessage(save.error) : undefined;

  return (
    <form className="filter-form" onSubmit={submit} aria-labelledby={headingId}>
      <h2 id={headingId} className="filter-form-title">
        {heading}
      </h2>
      <div className="filter-field">
        <label htmlFor={titleId}>
          <Trans comment="Label of the name field of a filter or list">Title</Trans>
        </label>
        <input
          id={titleId}
          value={values.title}
          maxLength={100}
          aria-invalid={showProblems && problems.includes('title')}
          onChange={(event) => set({ title: event.target.value })}
        />
        {showProblems && problems.includes('title') && (
          <p className="filter-problem" role="alert">
            <Trans>Give the filter a title.</Trans>
          </p>
        )}
      </div>
      <KeywordsField
        keywords={values.keywords}
        onChange={(keywords) => set({ keywords })}
        draft={pending}
        onDraftChange={setPending}
      />
      <ContextsField
        value={values.context}
        onChange={(context) => set({ context })}
        invalid={showProblems && problems.includes('context')}
      />
      <fieldset className="filter-fieldset">
        <legend>
          <Trans>When a post matches</Trans>
        </legend>
        {filterActionsOffered(blur, original?.filterAction).map((action) => (
          <label key={action} className="post-dialog-check">
            <input
              type="radio"
              name="filter-action"
              checked={values.action === action}
              onChange={() => set({ action })}
            />
            {t(ACTION_LABELS[action])}
          </label>
        ))}
      </fieldset>
      <ExpiryField
        value={values.expiry}
        expiresAt={original?.expiresAt ?? null}
        onChange={(expiry) => set({ expiry })}
      />
      {save.isError && (
        <ErrorMessage error={save.error} fallback={msg`Unable to save the filter.`}>
          {said && <p>{said}</p>}
        </ErrorMessage>
      )}
      <CancelOrConfirm onCancel={onDone} disabled={save.isPending}>
        {original ? <Trans>Save filter</Trans> : <Trans>Create filter</Trans>}
      </CancelOrConfirm>
    </form>
  );
}
