import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useDismiss } from '../use-dismiss';
import { usePopover } from '../use-popover';
import { MoreButton } from './MoreButton';

export interface MenuItem {
  label: string;
  /** An outside link (opens in a new tab) instead of an action. */
  href?: string;
  onSelect?: () => void;
}

interface MenuListProps {
  items: readonly MenuItem[];
  id: string;
  close: () => void;
  /** The menu and its button. */
  root: RefObject<HTMLElement | null>;
  button: RefObject<HTMLButtonElement | null>;
}

/**
 * An open "More" menu: its first item takes focus, arrow keys move between items; Escape or a
 * press outside closes it.
 */
export function MenuList({ items, id, close, root, button }: MenuListProps) {
  const menu = useRef<HTMLUListElement>(null);
  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, []);
  useDismiss(true, close, { inside: root, opener: button });

  const choose = () => {
    close();
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
      close();
    }
  };

  return (
    <ul ref={menu} id={id} role="menu" className="status-menu-list" onKeyDown={onKeyDown}>
      {items.map((item) => (
        <li key={item.label} role="none">
          {item.href ? (
            <a
              role="menuitem"
              href={item.href}
              target="_blank"
              rel="noopener noreferrer nofollow"
              onClick={close}
            >
              {item.label}
            </a>
          ) : (
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                choose();
                item.onSelect?.();
              }}
            >
              {item.label}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A "More" menu: a menu button with arrow-key navigation; Escape closes it. */
export function StatusMoreMenu({ items }: { items: readonly MenuItem[] }) {
  // The menu closes itself on Escape and a press outside (MenuList).
  const { open, close, toggle, id, root, button } = usePopover({ dismiss: false });
  return (
    <div className="status-menu" ref={root}>
      <MoreButton ref={button} open={open} controls={id} onClick={toggle} />
      {open && <MenuList items={items} id={id} close={close} root={root} button={button} />}
    </div>
  );
}
