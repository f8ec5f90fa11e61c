import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from './use-dismiss';

interface PopoverOptions {
  /**
   * Whether the hook closes the popover on Escape and on a press outside (default true). A menu
   * that does so itself while it is shown (MenuList) says false.
   */
  dismiss?: boolean;
}

/**
 * A button and the popover it opens (a composer tool's panel, a "More" menu): whether it is open,
 * the popover's id, refs for the element holding both and for the button. Escape closes it with
 * focus back on the button, and so does a press outside it (see useDismiss).
 */
export function usePopover({ dismiss = true }: PopoverOptions = {}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  useDismiss(dismiss && open, close, { inside: root, opener: button });
  return { open, setOpen, close, toggle, id, root, button };
}
