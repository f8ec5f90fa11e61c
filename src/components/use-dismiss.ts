import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

interface DismissOptions {
  /** The popover and the control that opens it (one element holding both, or each). */
  inside: RefObject<HTMLElement | null> | readonly RefObject<HTMLElement | null>[];
  /** Where focus goes back when Escape closes it (the control that opened it). */
  opener: RefObject<HTMLElement | null>;
  /** Whether a press outside closes it too (default true). */
  closeOnOutside?: boolean;
}

/**
 * Closes an open popover (menu, panel, alt text) on Escape, and on a press outside it. Escape is
 * caught before anything else sees it, so a popover inside a dialog closes alone, not the dialog.
 * Focus returns to the opener when it was in the popover (or nowhere), never when the person has
 * moved on elsewhere.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  { inside, opener, closeOnOutside = true }: DismissOptions,
): void {
  // The latest close and parts, without re-subscribing on every render.
  const onClose = useEffectEvent(close);
  const parts = useEffectEvent(() =>
    [inside]
      .flat()
      .flatMap((ref: RefObject<HTMLElement | null>) => (ref.current ? [ref.current] : [])),
  );
  useEffect(() => {
    if (!open) return;
    const isInside = (node: Node | null) => parts().some((part) => part.contains(node));
    // A dialog opened over the popover (a question it asked) keeps its own keys and clicks.
    const inDialogAbove = (target: EventTarget | null) => {
      const dialog = target instanceof Element ? target.closest('dialog') : null;
      return dialog !== null && !parts().some((part) => dialog.contains(part));
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || inDialogAbove(event.target)) return;
      event.preventDefault();
      event.stopPropagation();
      const focus = document.activeElement;
      const focusWasInside = !focus || focus === document.body || isInside(focus);
      onClose();
      if (focusWasInside) opener.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (inDialogAbove(event.target)) return;
      if (!isInside(event.target as Node)) onClose();
    };
    document.addEventListener('keydown', onKey, true);
    if (closeOnOutside) document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, opener, closeOnOutside]);
}

/**
 * For an inline edit (a rename field in place of a title): Escape cancels it, and focus goes back
 * to the control that started it once that is shown again.
 */
export function escapeCancels(cancel: () => void) {
  return (event: { key: string; preventDefault: () => void; stopPropagation: () => void }) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    cancel();
  };
}

/**
 * A ref for a control that an inline edit replaces, and a function that focuses it after the
 * render that shows it again.
 */
export function useRefocus<T extends HTMLElement>(): [RefObject<T | null>, () => void] {
  const ref = useRef<T>(null);
  const pending = useRef(false);
  // After every render: the one that shows the control again is the one that counts.
  useEffect(() => {
    if (!pending.current || !ref.current) return;
    pending.current = false;
    ref.current.focus();
  });
  return [
    ref,
    () => {
      pending.current = true;
    },
  ];
}
