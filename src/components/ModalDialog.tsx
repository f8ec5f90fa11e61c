import { useEffect, useRef, useState, type ReactNode } from 'react';

interface ModalDialogProps {
  /** Id of the element naming the dialog. */
  labelledBy: string;
  className?: string;
  /** Escape, or the browser's other ways to close a dialog; the dialog stays open until told. */
  onCancel: () => void;
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
  children: ReactNode;
}

/**
 * A modal `<dialog>`: focus moves in and stays in, the page behind is inert, and focus returns to
 * where it was once the dialog is gone.
 */
export function ModalDialog({
  labelledBy,
  className,
  onCancel,
  role,
  describedBy,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // Read while rendering, before anything in the dialog takes focus.
  const [opener] = useState(() => document.activeElement);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else {
      // Environments without modal dialogs (jsdom) get a plain open one, focused as a modal would be.
      dialog.setAttribute('open', '');
      if (!dialog.contains(document.activeElement)) {
        dialog.querySelector<HTMLElement>('button, input, select, textarea')?.focus();
      }
    }
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [opener]);
  return (
    <dialog
      ref={ref}
      className={className}
      role={role}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {children}
    </dialog>
  );
}
