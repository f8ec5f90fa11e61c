import { Trans } from '@lingui/react/macro';
import { isInvalidToken } from '../../api/errors';
import { useShownInstance } from '../../components/use-route-instance';
import { useCurrentAccountCheck } from '../../state/current-account';
import { useSession, useSessionExpired } from '../../state/session';
import { ExpiredSessionNotice } from './ExpiredSessionNotice';
import { useLogoutNotice } from './login-notice';

/**
 * What the shell says about the session: read-only browsing when logged out, and a way back in
 * when the current account's token has expired or been revoked.
 */
export function SessionNotice() {
  return (
    <>
      <UnrevokedNotice />
      <SessionState />
    </>
  );
}

/** After a logout the server did not confirm: its token may still work until revoked there. */
function UnrevokedNotice() {
  const unrevokedOn = useLogoutNotice((state) => state.unrevokedOn);
  if (!unrevokedOn) return null;
  const server = <bdi>{unrevokedOn}</bdi>;
  return (
    <div className="notice notice-error" role="alert">
      <p>
        <Trans>
          {server} did not confirm the log-out. The account's access token may still be valid until
          you revoke it in that server's settings.
        </Trans>
      </p>
      <button
        type="button"
        className="button"
        onClick={() => useLogoutNotice.setState({ unrevokedOn: null })}
      >
        <Trans context="close a notice">Dismiss</Trans>
      </button>
    </div>
  );
}

function SessionState() {
  const { isLoggedIn, account } = useSession();
  // Logged out, the instance read: another server's posts are not the default instance's.
  const { instance: shownInstance } = useShownInstance();
  const check = useCurrentAccountCheck();
  const expired = useSessionExpired();

  if (!isLoggedIn) {
    const instance = <bdi>{shownInstance}</bdi>;
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

  if (account && (expired || isInvalidToken(check.error))) {
    return <ExpiredSessionNotice account={account} />;
  }
  return null;
}
