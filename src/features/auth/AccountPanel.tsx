import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleUser, UserPen } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from '../../components/router';
import { useConfirm } from '../../components/use-confirm';
import { ErrorMessage } from '../../components/ErrorMessage';
import { accountKey, storedHandle, type StoredAccount } from '../../lib/accounts';
import { appPaths } from '../../lib/app-paths';
import { useAccounts, useAccountsStore } from '../../state/accounts';
import { AccountChoice } from './AccountChoice';
import { useLogout } from './use-logout';
import '../../styles/account-switcher.css';

interface AccountPanelProps {
  current: StoredAccount;
  close: () => void;
}

/**
 * The account menu's panel, loaded when it is first opened: one's profile and its editing, the
 * stored accounts to switch between, adding one, logging out of the current one.
 */
export function AccountPanel({ current, close }: AccountPanelProps) {
  const { t } = useLingui();
  const accounts = useAccounts();
  const logout = useLogout();
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const [error, setError] = useState<unknown>(null);
  const currentKey = accountKey(current);

  function switchTo(key: string) {
    try {
      useAccountsStore.getState().switchAccount(key);
      close();
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
    close();
    await logout(account);
    void navigate(appPaths.home());
  }

  const currentHandle = storedHandle(current);
  return (
    <>
      <ul className="account-list" aria-label={t`Stored accounts`}>
        {accounts.map((account) => {
          const key = accountKey(account);
          return (
            <li key={key}>
              <AccountChoice
                account={account}
                isCurrent={key === currentKey}
                onChoose={() => (key === currentKey ? close() : switchTo(key))}
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
            onClick={close}
          >
            <CircleUser className="icon" aria-hidden="true" />
            <Trans>Your profile</Trans>
          </Link>
        </li>
        <li>
          <Link className="account-panel-link" to={appPaths.editProfile()} onClick={close}>
            <UserPen className="icon" aria-hidden="true" />
            <Trans>Edit profile</Trans>
          </Link>
        </li>
      </ul>
      <div className="account-panel-actions">
        <Link className="button" to={appPaths.login()} onClick={close}>
          <Trans>Add account</Trans>
        </Link>
        <button type="button" className="button" onClick={() => void logOut(current)}>
          <Trans>Log out {currentHandle}</Trans>
        </button>
      </div>
      {dialog}
      {error !== null && <ErrorMessage error={error} fallback={msg`Unable to switch accounts.`} />}
    </>
  );
}
