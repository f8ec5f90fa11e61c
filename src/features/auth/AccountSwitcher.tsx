import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { useLocation } from '../../components/router';
import { Avatar } from '../../components/Avatar';
import { useDismiss } from '../../components/use-dismiss';
import { useAccountMenu } from '../../state/account-menu';
import { useCurrentAccount } from '../../state/accounts';

// The panel's code comes when the menu is first opened (or about to be), not with the first screen.
const loadPanel = () => import('./AccountPanel');
const AccountPanel = lazy(() => loadPanel().then((m) => ({ default: m.AccountPanel })));

/** The "Accounts" menu: switch between stored accounts, add one, log out of the current one. */
export function AccountSwitcher() {
  const { t } = useLingui();
  const current = useCurrentAccount();
  const { open, opened, openedAt, setOpen } = useAccountMenu();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // The menu closes when the person navigates elsewhere.
  useEffect(() => {
    if (open && openedAt !== pathname) setOpen(false, pathname);
  }, [open, openedAt, pathname, setOpen]);
  useDismiss(open, () => setOpen(false), { inside: rootRef, opener: buttonRef });

  if (!current) return null;
  return (
    <div className="account-switcher" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="button account-button"
        aria-label={t`Accounts`}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen(!open, pathname)}
      >
        <Avatar src={current.info.avatar_static || current.info.avatar} size={28} />
      </button>
      <div id={panelId} className="account-panel" hidden={!open}>
        {opened && (
          <Suspense fallback={null}>
            <AccountPanel current={current} close={() => setOpen(false)} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
