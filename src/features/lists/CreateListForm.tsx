import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useChangeList } from '../../state/lists';

export function CreateListForm() {
  const [title, setTitle] = useState('');
  const change = useChangeList();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return;
    change.mutate({ kind: 'create', title: trimmed }, { onSuccess: () => setTitle('') });
  };
  return (
    <form className="inline-form" onSubmit={onSubmit}>
      <label htmlFor="new-list-title">
        <Trans>New list</Trans>
      </label>
      <input
        id="new-list-title"
        value={title}
        maxLength={100}
        onChange={(event) => setTitle(event.target.value)}
      />
      <button type="submit" className="button" disabled={change.isPending || !title.trim()}>
        <Trans>Create list</Trans>
      </button>
      {change.isError && (
        <ErrorMessage error={change.error} fallback={msg`Unable to create the list.`} />
      )}
    </form>
  );
}
