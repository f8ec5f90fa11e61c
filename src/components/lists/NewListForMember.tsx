import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { ErrorMessage } from '../ErrorMessage';
import { listTitleProblem, MAX_LIST_TITLE_LENGTH } from '../../lib/lists';
import { useChangeList, useChangeListMembership } from '../../state/lists';

/** Creates a list and puts the account in it. */
export function NewListForMember({ accountId }: { accountId: string }) {
  const id = useId();
  const [title, setTitle] = useState('');
  const create = useChangeList();
  const add = useChangeListMembership();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (listTitleProblem(title)) return;
    create.mutate(
      { kind: 'create', title: title.trim() },
      {
        onSuccess: (list) => {
          setTitle('');
          if (list) add.mutate({ listId: list.id, accountId, add: true });
        },
      },
    );
  };
  const error = create.error ?? add.error;
  return (
    <form className="inline-form" onSubmit={submit}>
      <label htmlFor={id}>
        <Trans>New list</Trans>
      </label>
      <input
        type="text"
        id={id}
        value={title}
        maxLength={MAX_LIST_TITLE_LENGTH}
        onChange={(event) => setTitle(event.target.value)}
      />
      <button
        type="submit"
        className="button"
        disabled={create.isPending || add.isPending || listTitleProblem(title) !== null}
      >
        <Trans>Create and add</Trans>
      </button>
      {error && <ErrorMessage error={error} fallback={msg`Unable to create the list.`} />}
    </form>
  );
}
