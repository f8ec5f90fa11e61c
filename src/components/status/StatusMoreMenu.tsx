import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDismiss } from '../use-dismiss';
import { Icon } from './icons';

export interface MenuItem {
  label: string;
  /** An outside link (opens in a new tab) instead of an action. */
  href?: string;
  onSelect?: () => void;
}

interface StatusMoreMenuProps {
  items: readonly MenuItem[];
  /** Told when the menu opens or closes (items that need a request load only when open). */
  onOpenChange?: (open: boolean) => void;
}

/** The "More" menu of a post: a menu button with arrow-key navigation; Escape closes it. */
export function StatusMoreMenu({ items, onOpenChange }: StatusMoreMenuProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);
  useEffect(() => onOpenChange?.(open), [open, onOpenChange]);
  // Escape, or a press outside, closes it.
  useDismiss(open, () => setOpen(false), { inside: root, opener: button });

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      Home: 0,
      End: entries.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      entries[(moves[event.key] + entries.length) % entries.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="status-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="status-action"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        title={t`More`}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="more" />
        <span className="visually-hidden">
          <Trans>More</Trans>
        </span>
      </button>
      {open && (
        <ul ref={menu} id={id} role="menu" className="status-menu-list" onKeyDown={onKeyDown}>
          {items.map((item) => (
            <li key={item.label} role="none">
              {item.href ? (
                <a
                  role="menuitem"
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  onClick={() => setOpen(false)}
                >
                  {item.label}
                </a>
              ) : (
                <button
                  type="button"
                  role="menuitem"
                  onClick={() => {
                    close();
                    item.onSelect?.();
                  }}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
