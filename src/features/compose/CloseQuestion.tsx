import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { ModalDialog } from '../../components/ModalDialog';

interface CloseQuestionProps {
  /** Close, the draft kept in Drafts. */
  onKeep: () => void;
  /** Close, the draft thrown away. */
  onDiscard: () => void;
  /** Back to writing. */
  onCancel: () => void;
}

/** Asked before the composer closes over something written. */
export function CloseQuestion({ onKeep, onDiscard, onCancel }: CloseQuestionProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <ModalDialog
      className="dialog close-question"
      role="alertdialog"
      labelledBy={titleId}
      describedBy={textId}
      onCancel={onCancel}
    >
      <h2 id={titleId}>
        <Trans>Close the composer?</Trans>
      </h2>
      <p id={textId}>
        <Trans>What you wrote can stay in Drafts, or be discarded.</Trans>
      </p>
      <div className="dialog-actions">
        {/* First, so focus starts on the choice that loses nothing. */}
        <button type="button" className="button" onClick={onCancel}>
          <Trans>Keep writing</Trans>
        </button>
        <button type="button" className="button" onClick={onKeep}>
          <Trans>Keep as draft</Trans>
        </button>
        <button type="button" className="button button-danger" onClick={onDiscard}>
          <Trans comment="Button: closes the composer, throwing away what was written">
            Discard
          </Trans>
        </button>
      </div>
    </ModalDialog>
  );
}
