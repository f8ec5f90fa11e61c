import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { useId, useState, type FormEvent } from 'react';
import { serverMessage } from '../../api/errors';
import { EMPTY_FILTER_FORM, FILTER_CONTEXTS } from '../../lib/filter-form';
import { useAddPostToFilter, useSaveFilter } from '../../state/filter-edits';
import { useFiltersQuery } from '../../state/filters';
import { ErrorMessage } from '../ErrorMessage';
import { Loading } from '../Loading';
import { PostDialog } from './PostDialog';
import { CancelOrConfirm } from '../CancelOrConfirm';
import '../../styles/post-dialog.css';

interface FilterPostDialogProps {
  post: mastodon.v1.Status;
  onClose: () => void;
  /** The post was added to the filter with this title. */
  onFiltered: (title: string) => void;
}

const NEW = '';

/** "Filter this post": adds the post to one of the reader's filters, or to a new one. */
export function FilterPostDialog({ post, onClose, onFiltered }: FilterPostDialogProps) {
  const { t } = useLingui();
  const filters = useFiltersQuery();
  const create = useSaveFilter();
  const add = useAddPostToFilter();
  const [chosen, setChosen] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const titleId = useId();
  const list = filters.data ?? [];
  const choice = chosen ?? list[0]?.id ?? NEW;
  const busy = create.isPending || add.isPending;
  const error = create.error ?? add.error;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const existing = list.find((filter) => filter.id === choice);
    if (!existing && !title.trim()) return;
    create.reset();
    add.reset();
    try {
      const filter =
        existing ??
        (await create.mutateAsync({
          // Like Mastodon's own "Filter this post": everywhere, behind a warning.
          values: { ...EMPTY_FILTER_FORM, title, context: [...FILTER_CONTEXTS] },
        }));
      await add.mutateAsync({ filterId: filter.id, statusId: post.id });
      onFiltered(filter.title);
      onClose();
    } catch {
      // Shown below; the choice and the title stay as they were.
    }
  };

  return (
    <PostDialog title={t`Filter this post`} onClose={onClose}>
      {filters.isPending ? (
        <Loading />
      ) : (
        <form className="post-dialog-form" onSubmit={(event) => void submit(event)}>
          <fieldset className="post-dialog-fieldset">
            <legend>
              <Trans>Add it to</Trans>
            </legend>
            {list.map((filter) => (
              <label key={filter.id} className="post-dialog-check">
                <input
                  type="radio"
                  name="filter-post-choice"
                  checked={choice === filter.id}
                  onChange={() => setChosen(filter.id)}
                />
                {filter.title}
              </label>
            ))}
            <label className="post-dialog-check">
              <input
                type="radio"
                name="filter-post-choice"
                checked={choice === NEW}
                onChange={() => setChosen(NEW)}
              />
              <Trans>A new filter</Trans>
            </label>
          </fieldset>
          {choice === NEW && (
            <>
              <label htmlFor={titleId}>
                <Trans>Title of the new filter</Trans>
              </label>
              <input
                id={titleId}
                value={title}
                maxLength={100}
                onChange={(event) => setTitle(event.target.value)}
              />
            </>
          )}
          {error && (
            <ErrorMessage error={error} fallback={msg`Unable to filter the post.`}>
              {serverMessage(error) && <p>{serverMessage(error)}</p>}
            </ErrorMessage>
          )}
          <CancelOrConfirm onCancel={onClose} disabled={busy || (choice === NEW && !title.trim())}>
            <Trans>Filter post</Trans>
          </CancelOrConfirm>
        </form>
      )}
    </PostDialog>
  );
}
