import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { isInvalidToken } from '../../api/errors';
import { appPaths } from '../../lib/app-paths';
import { useCurrentAccountCheck } from '../../state/current-account';
import { useSession } from '../../state/session';

/**
 * What the shell says about the session: read-only browsing when logged out, and a way back in
 * when the current account's token has expired or been revoked.
 */
export function SessionNotice() {
  const { instance, isLoggedIn, account } = useSession();
  const check = useCurrentAccountCheck();

  if (!isLoggedIn) {
    return (
      <div className="notice" role="note">
        <p>
          <Trans>
            You are browsing {instance} read-only. Interactions such as reply and boost need an
            account.
          </Trans>
        </p>
      </div>
    );
  }

  if (account && isInvalidToken(check.error)) {
    const who = `@${account.info.acct ?? account.info.username ?? account.info.id}@${account.instanceURL}`;
    return (
      <div className="notice notice-error" role="alert">
        <p>
          <Trans>Your session for {who} has expired or was revoked. Please log in again.</Trans>{' '}
          <Link to={appPaths.login(account.instanceURL)}>
            <Trans>Log in again</Trans>
          </Link>
        </p>
      </div>
    );
  }
  return null;
}
