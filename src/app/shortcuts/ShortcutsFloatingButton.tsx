import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from '../../components/router';
import { useDismiss } from '../../components/use-dismiss';
import { useShortcutLinks } from './use-shortcut-links';

/** A button floating over the screen that opens a menu of the shortcuts. */
export function ShortcutsFloatingButton() {
  const { t } = useLingui();
  const links = useShortcutLinks();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  // Open on the screen it was opened on: following a shortcut closes the menu.
  const { key } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === key;
  const setOpen = (next: boolean) => setOpenOn(next ? key : null);
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('a')?.focus();
  }, [open]);
  useDismiss(open, () => setOpenOn(null), { inside: root, opener: button });

  return (
    <div className="shortcuts-float" ref={root}>
      <div id={panelId} ref={panel} className="shortcuts-float-panel" hidden={!open}>
        {links.length === 0 ? (
          <p className="hint">
            <Trans>No shortcuts yet.</Trans>
          </p>
        ) : (
          <ul>
            {links.map(({ key, to, label }) => (
              <li key={key}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        )}
        <Link to="/shortcuts" className="shortcuts-float-edit">
          <Trans>Edit shortcuts</Trans>
        </Link>
      </div>
      <button
        ref={button}
        type="button"
        className="button button-primary shortcuts-float-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {t`Shortcuts`}
      </button>
    </div>
  );
}
