import { Trans } from '@lingui/react/macro';
import { Link, useNavigate } from '../../components/router';
import { accountKey, storedHandle, type StoredAccount } from '../../lib/accounts';
import { appPaths } from '../../lib/app-paths';
import { useAccounts, useAccountsStore } from '../../state/accounts';
import '../../styles/session-notice.css';

/**
 * The one message for a token the server refuses (expired or revoked). Asking again cannot
 * help, so it offers no retry: log in again to the same account, use another, or go on logged out.
 */
export function ExpiredSessionNotice({ account }: { account: StoredAccount }) {
  const navigate = useNavigate();
  const others = useAccounts().filter((other) => accountKey(other) !== accountKey(account));
  const who = storedHandle(account);
  const leave = (next: () => void) => {
    next();
    void navigate(appPaths.home());
  };
  return (
    <div className="notice notice-error session-expired" role="alert">
      <p>
        <Trans>Your session for {who} has expired or was revoked. Please log in again.</Trans>
      </p>
      <div className="button-row">
        <Link className="button button-primary" to={appPaths.login(account.instanceURL)}>
          <Trans>Log in again</Trans>
        </Link>
        {others.map((other) => {
          const otherHandle = storedHandle(other);
          return (
            <button
              key={accountKey(other)}
              type="button"
              className="button"
              onClick={() =>
                leave(() => useAccountsStore.getState().switchAccount(accountKey(other)))
              }
            >
              <Trans>Switch to {otherHandle}</Trans>
            </button>
          );
        })}
        <Link className="button" to={appPaths.login()}>
          <Trans>Use another account</Trans>
        </Link>
        {others.length === 0 && (
          <button
            type="button"
            className="button"
            onClick={() =>
              leave(() => useAccountsStore.getState().removeAccount(accountKey(account)))
            }
          >
            <Trans>Continue logged out</Trans>
          </button>
        )}
      </div>
    </div>
  );
}
