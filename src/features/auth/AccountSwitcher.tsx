import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { ErrorMessage } from '../../components/ErrorMessage';
import { accountKey, type StoredAccount } from '../../lib/accounts';
import { appPaths } from '../../lib/app-paths';
import { useAccounts, useAccountsStore, useCurrentAccount } from '../../state/accounts';
import { useLogout } from './use-logout';

function handle(account: StoredAccount): string {
  return `@${account.info.acct ?? account.info.username ?? account.info.id}@${account.instanceURL}`;
}

/** The "Accounts" menu: switch between stored accounts, add one, log out of the current one. */
export function AccountSwitcher() {
  const { t } = useLingui();
  const accounts = useAccounts();
  const current = useCurrentAccount();
  const logout = useLogout();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);
  // The menu closes when the person navigates elsewhere.
  if (open && openedAt !== pathname) {
    setOpen(false);
    setOpenedAt(pathname);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target))
        setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (!current) return null;

  function switchTo(key: string) {
    try {
      useAccountsStore.getState().switchAccount(key);
      setOpen(false);
      void navigate(appPaths.home());
    } catch (failure) {
      setError(failure);
    }
  }

  async function logOut(account: StoredAccount) {
    setOpen(false);
    await logout(account);
    void navigate(appPaths.home());
  }

  return (
    <div className="account-switcher">
      <button
        ref={buttonRef}
        type="button"
        className="button account-button"
        aria-label={t`Accounts`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpenedAt(pathname);
          setOpen((value) => !value);
        }}
      >
        <Avatar src={current.info.avatar_static || current.info.avatar} size={28} />
      </button>
      <div ref={panelRef} id={panelId} className="account-panel" hidden={!open}>
        <ul className="account-list" aria-label={t`Stored accounts`}>
          {accounts.map((account) => {
            const key = accountKey(account);
            const isCurrent = current !== null && key === accountKey(current);
            const name = account.info.displayName || account.info.username || account.info.id;
            const who = handle(account);
            return (
              <li key={key}>
                <button
                  type="button"
                  className="account-choice"
                  aria-current={isCurrent ? 'true' : undefined}
                  aria-label={isCurrent ? t`${name} ${who} (current)` : t`Switch to ${name} ${who}`}
                  onClick={() => switchTo(key)}
                >
                  <Avatar src={account.info.avatar_static || account.info.avatar} size={32} />
                  <span className="account-names">
                    <span>{name}</span>
                    <span className="muted">{who}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <Link className="button" to={appPaths.login()} onClick={() => setOpen(false)}>
          <Trans>Add account</Trans>
        </Link>
        <button type="button" className="button" onClick={() => void logOut(current)}>
          <Trans>Log out</Trans>
        </button>
      </div>
      {error !== null && <ErrorMessage error={error} fallback={msg`Unable to switch accounts.`} />}
    </div>
  );
}
