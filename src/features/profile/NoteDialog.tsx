import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { isMissingEndpoint } from '../../api/errors';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PostDialog } from '../../components/status/PostDialog';
import { useAccountNote } from '../../state/blocks-mutes';
import { CancelOrConfirm } from '../../components/CancelOrConfirm';
import '../../styles/post-dialog.css';

interface NoteDialogProps {
  accountId: string;
  acct: string;
  note: string;
  onClose: () => void;
}

/** The reader's private note about an account: only they see it. */
export function NoteDialog({ accountId, acct, note, onClose }: NoteDialogProps) {
  const { t } = useLingui();
  const fieldId = useId();
  const [text, setText] = useState(note);
  const save = useAccountNote(accountId);
  const unavailable = save.isError && isMissingEndpoint(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(text.trim(), { onSuccess: onClose });
  };
  return (
    <PostDialog title={t`Private note about @${acct}`} onClose={onClose}>
      <form className="post-dialog-form" onSubmit={submit}>
        <label htmlFor={fieldId}>
          <Trans>Only you can see this note.</Trans>
        </label>
        <textarea
          id={fieldId}
          rows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {unavailable ? (
          <p className="notice" role="alert">
            <Trans>This server does not offer private notes.</Trans>
          </p>
        ) : (
          save.isError && (
            <ErrorMessage error={save.error} fallback={msg`Unable to save the note.`} />
          )
        )}
        <CancelOrConfirm onCancel={onClose} disabled={save.isPending || unavailable}>
          {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save note</Trans>}
        </CancelOrConfirm>
      </form>
    </PostDialog>
  );
}
