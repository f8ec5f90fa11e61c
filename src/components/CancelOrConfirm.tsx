import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

interface CancelOrConfirmProps {
  onCancel: () => void;
  /** Without it, the confirming button submits the form it is in. */
  onConfirm?: () => void;
  disabled?: boolean;
  /** The confirming button's label. */
  children: ReactNode;
}

/** A dialog's closing row: Cancel, then the button that does what the dialog is for. */
export function CancelOrConfirm({ onCancel, onConfirm, disabled, children }: CancelOrConfirmProps) {
  return (
    <div className="button-row">
      <button type="button" className="button" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        className="button button-primary"
        disabled={disabled}
        onClick={onConfirm}
      >
        {children}
      </button>
    </div>
  );
}
