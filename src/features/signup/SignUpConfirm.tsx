import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from '../../components/router';
import { signedUpAccount } from '../../api/signup';
import { ErrorMessage } from '../../components/ErrorMessage';
import { appPaths } from '../../lib/app-paths';
import { useAccountsStore } from '../../state/accounts';

type Phase = 'checking' | 'waiting' | 'not-yet' | 'failed';

/**
 * After the account is made: logs in with the token the server gave as soon as the server lets
 * it in; until then, asks the person to confirm their e-mail address and come back.
 */
export function SignUpConfirm({
  instance,
  accessToken,
  email,
  approvalRequired,
}: {
  instance: string;
  accessToken: string;
  email: string;
  approvalRequired: boolean;
}) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('checking');
  const [error, setError] = useState<unknown>(null);
  const attempt = useCallback(
    (whenNotYet: Phase) =>
      signedUpAccount(instance, accessToken).then(
        (account) => {
          if (!account) return setPhase(whenNotYet);
          useAccountsStore.getState().addAccount(account);
          void navigate(appPaths.home());
        },
        (failure: unknown) => {
          setError(failure);
          setPhase('failed');
        },
      ),
    [instance, accessToken, navigate],
  );
  const check = () => {
    setPhase('checking');
    void attempt('not-yet');
  };

  // The server may let the new account in at once (no e-mail confirmation).
  useEffect(() => {
    void attempt('waiting');
  }, [attempt]);

  return (
    <section
      className="signup-confirm"
      aria-labelledby="signup-confirm-title"
      aria-busy={phase === 'checking'}
    >
      <h2 id="signup-confirm-title">
        <Trans>Check your e-mail</Trans>
      </h2>
      <p>
        <Trans>
          Your account on {instance} is made. {instance} sent a link to {email}: open it to confirm
          your address, then come back here.
        </Trans>
      </p>
      {approvalRequired && (
        <p>
          <Trans>
            The server's moderators also review new accounts: you can log in once they approve
            yours.
          </Trans>
        </p>
      )}
      <p role="status">
        {phase === 'checking' && <Trans>Logging in…</Trans>}
        {phase === 'not-yet' && <Trans>The server has not confirmed the account yet.</Trans>}
      </p>
      {phase === 'failed' && (
        <ErrorMessage error={error} fallback={msg`Failed to log in. Please try again.`} />
      )}
      <button
        type="button"
        className="button button-primary"
        disabled={phase === 'checking'}
        onClick={check}
      >
        <Trans>I have confirmed my address</Trans>
      </button>
    </section>
  );
}
