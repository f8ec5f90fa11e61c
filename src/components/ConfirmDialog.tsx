import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { ModalDialog } from './ModalDialog';
import '../styles/confirm.css';

export interface ConfirmQuestion {
  /** The question, naming what it is about: "Unfollow @alice@example.social?". */
  title: string;
  /** What happens if the person goes ahead. */
  detail?: string;
  /** The button that goes ahead: "Unfollow", "Log out". */
  confirmLabel: string;
  /** Whether going ahead loses something (the button is marked as such). */
  danger?: boolean;
  /** The button that keeps things as they are, where "Cancel" would be ambiguous ("Cancel post?"). */
  keepLabel?: string;
}

interface ConfirmDialogProps extends ConfirmQuestion {
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot simply be undone; Cancel comes first and takes focus. */
export function ConfirmDialog({
  title,
  detail,
  confirmLabel,
  danger = false,
  keepLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const detailId = useId();
  return (
    <ModalDialog
      className="dialog confirm-dialog"
      role="alertdialog"
      labelledBy={titleId}
      describedBy={detail ? detailId : undefined}
      onCancel={onCancel}
    >
      <h2 id={titleId}>{title}</h2>
      {detail && <p id={detailId}>{detail}</p>}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onCancel}>
          {keepLabel ?? (
            <Trans comment="Button: closes a dialog or stops a task without doing anything">
              Cancel
            </Trans>
          )}
        </button>
        <button
          type="button"
          className={danger ? 'button button-danger' : 'button button-primary'}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
