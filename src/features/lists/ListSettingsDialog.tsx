import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { useId, useState, type FormEvent } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PostDialog } from '../../components/status/PostDialog';
import {
  changedListSettings,
  listSettings,
  listTitleProblem,
  MAX_LIST_TITLE_LENGTH,
  REPLIES_POLICIES,
  type RepliesPolicy,
} from '../../lib/lists';
import { useChangeList } from '../../state/lists';
import '../../styles/lists.css';
import { DeleteListButton } from './DeleteListButton';
import '../../styles/post-dialog.css';

const POLICY_TEXT: Record<RepliesPolicy, MessageDescriptor> = {
  followed: msg`Replies to anyone I follow`,
  list: msg`Replies to members of the list`,
  none: msg`No replies`,
};

interface ListSettingsDialogProps {
  list: mastodon.v1.List;
  /** False where the server cannot change a list (it can still delete one). */
  canEdit: boolean;
  onClose: () => void;
}

/** Edits a list's title, which replies it shows and whether its members leave Home; or deletes it. */
export function ListSettingsDialog({ list, canEdit, onClose }: ListSettingsDialogProps) {
  const { t, i18n } = useLingui();
  const ids = useId();
  const before = listSettings(list);
  const [draft, setDraft] = useState(before);
  const change = useChangeList();
  const problem = listTitleProblem(draft.title);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    const settings = changedListSettings(before, draft);
    if (Object.keys(settings).length === 0) return onClose();
    change.mutate({ kind: 'update', id: list.id, settings }, { onSuccess: onClose });
  };
  return (
    <PostDialog title={t`Edit list`} onClose={onClose}>
      {canEdit ? (
        <form className="post-dialog-form" onSubmit={submit}>
          <label htmlFor={`${ids}-title`}>
            <Trans>Title</Trans>
          </label>
          <input
            type="text"
            id={`${ids}-title`}
            value={draft.title}
            maxLength={MAX_LIST_TITLE_LENGTH}
            required
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          />
          <fieldset className="post-dialog-fieldset">
            <legend>
              <Trans>Show replies</Trans>
            </legend>
            {REPLIES_POLICIES.map((policy) => (
              <label key={policy} className="post-dialog-check">
                <input
                  type="radio"
                  name={`${ids}-replies`}
                  value={policy}
                  checked={draft.repliesPolicy === policy}
                  onChange={() => setDraft({ ...draft, repliesPolicy: policy })}
                />{' '}
                {i18n._(POLICY_TEXT[policy])}
              </label>
            ))}
          </fieldset>
          <label className="post-dialog-check">
            <input
              type="checkbox"
              checked={draft.exclusive}
              onChange={(event) => setDraft({ ...draft, exclusive: event.target.checked })}
            />{' '}
            <span>
              <Trans>Hide these members’ posts from Home</Trans>
              <span className="post-dialog-hint">
                <Trans>Their posts then show only in this list.</Trans>
              </span>
            </span>
          </label>
          {change.isError && (
            <ErrorMessage error={change.error} fallback={msg`Unable to save the list.`} />
          )}
          <div className="button-row">
            <DeleteListButton list={list} />
            <button type="button" className="button" onClick={onClose}>
              <Trans>Cancel</Trans>
            </button>
            <button
              type="submit"
              className="button button-primary"
              disabled={change.isPending || problem !== null}
            >
              <Trans comment="Button: saves the changes">Save</Trans>
            </button>
          </div>
        </form>
      ) : (
        <>
          <p className="notice">
            <Trans>This server does not offer changing a list’s title or settings.</Trans>
          </p>
          <div className="button-row">
            <DeleteListButton list={list} />
            <button type="button" className="button" onClick={onClose}>
              <Trans>Close</Trans>
            </button>
          </div>
        </>
      )}
    </PostDialog>
  );
}
