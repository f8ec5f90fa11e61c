import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';

interface ModalDialogProps {
  /** Id of the element naming the dialog. */
  labelledBy: string;
  className?: string;
  /** Escape, or the browser's other ways to close a dialog; the dialog stays open until told. */
  onCancel: () => void;
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
  /** A click outside the dialog (on its backdrop) cancels it too. */
  closeOnBackdrop?: boolean;
  children: ReactNode;
}

/** Whether a click on the dialog element itself fell outside its box, on the backdrop. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
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
  closeOnBackdrop = false,
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
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      // Escape is handled here too (before the browser's cancel, which it then prevents), so a
      // dialog inside another closes alone, and where <dialog> has no close request (jsdom).
      onKeyDown={(event) => {
        // Taken already by what has focus (a list of suggestions, a form that asks first).
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        event.stopPropagation();
        onCancel();
      }}
      // What happens in the dialog stays there: the screen behind has click handlers of its own.
      onClick={(event) => {
        event.stopPropagation();
        if (closeOnBackdrop && onBackdrop(event)) onCancel();
      }}
    >
      {children}
    </dialog>
  );
}
