import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleUser, UserPen } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from '../../components/router';
import { Avatar } from '../../components/Avatar';
import { useConfirm } from '../../components/use-confirm';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useDismiss } from '../../components/use-dismiss';
import { accountKey, storedHandle, type StoredAccount } from '../../lib/accounts';
import { appPaths } from '../../lib/app-paths';
import { useAccounts, useAccountsStore, useCurrentAccount } from '../../state/accounts';
import { AccountChoice } from './AccountChoice';
import { useLogout } from './use-logout';
import '../../styles/account-switcher.css';

/** The "Accounts" menu: switch between stored accounts, add one, log out of the current one. */
export function AccountSwitcher() {
  const { t } = useLingui();
  const accounts = useAccounts();
  const current = useCurrentAccount();
  const logout = useLogout();
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);
  // The menu closes when the person navigates elsewhere.
  if (open && openedAt !== pathname) {
    setOpen(false);
    setOpenedAt(pathname);
  }
  useDismiss(open, () => setOpen(false), { inside: rootRef, opener: buttonRef });

  if (!current) return null;
  const currentKey = accountKey(current);

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
    const who = storedHandle(account);
    const yes = await confirm({
      title: t`Log out ${who}?`,
      detail: t`This device forgets the account and asks its server to end the session. You can log in again at any time.`,
      confirmLabel: t`Log out`,
      danger: true,
    });
    if (!yes) return;
    setOpen(false);
    await logout(account);
    void navigate(appPaths.home());
  }

  const currentHandle = storedHandle(current);
  return (
    <div className="account-switcher" ref={rootRef}>
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
      <div id={panelId} className="account-panel" hidden={!open}>
        <ul className="account-list" aria-label={t`Stored accounts`}>
          {accounts.map((account) => {
            const key = accountKey(account);
            return (
              <li key={key}>
                <AccountChoice
                  account={account}
                  isCurrent={key === currentKey}
                  onChoose={() => (key === currentKey ? setOpen(false) : switchTo(key))}
                />
              </li>
            );
          })}
        </ul>
        <ul className="account-panel-links">
          <li>
            <Link
              className="account-panel-link"
              to={appPaths.account(current.instanceURL, current.info.id)}
              onClick={() => setOpen(false)}
            >
              <CircleUser className="icon" aria-hidden="true" />
              <Trans>Your profile</Trans>
            </Link>
          </li>
          <li>
            <Link
              className="account-panel-link"
              to={appPaths.editProfile()}
              onClick={() => setOpen(false)}
            >
              <UserPen className="icon" aria-hidden="true" />
              <Trans>Edit profile</Trans>
            </Link>
          </li>
        </ul>
        <div className="account-panel-actions">
          <Link className="button" to={appPaths.login()} onClick={() => setOpen(false)}>
            <Trans>Add account</Trans>
          </Link>
          <button type="button" className="button" onClick={() => void logOut(current)}>
            <Trans>Log out {currentHandle}</Trans>
          </button>
        </div>
      </div>
      {dialog}
      {error !== null && <ErrorMessage error={error} fallback={msg`Unable to switch accounts.`} />}
    </div>
  );
}
