import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '../../components/router';
import { LoginError } from '../../api/login-errors';
import { beginLogin } from '../../api/oauth';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Page } from '../../components/Page';
import { appPaths } from '../../lib/app-paths';
import { appConfig } from '../../lib/config';
import { instanceFromLoginInput } from '../../lib/instance';
import { redirectUriFor } from '../../lib/oauth-callback';
import { useLoginNotice } from './login-notice';
import { redirectTo } from './redirect';
import { useAccounts } from '../../state/accounts';

export function LoginPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  // A failure from the way back from the server is shown once, then forgotten.
  const [notice] = useState(() => useLoginNotice.getState().error);
  useEffect(() => useLoginNotice.setState({ error: null }), []);
  const [instance, setInstance] = useState(
    () => notice?.instanceInput || searchParams.get('instance') || '',
  );
  const [error, setError] = useState<unknown>(notice);
  const [busy, setBusy] = useState(false);
  const hasAccounts = useAccounts().length > 0;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      redirectTo(
        await beginLogin(instance, redirectUriFor(window.location), { forceLogin: hasAccounts }),
      );
    } catch (failure) {
      setError(failure instanceof LoginError ? failure : new LoginError('login', instance));
      setBusy(false);
    }
  }

  const defaultHost = appConfig.defaultInstance;
  // A pasted profile or post URL, or a handle: say which instance it names.
  const namedHost = instanceFromLoginInput(instance);
  const namesInstance = namedHost !== '' && namedHost !== instance.trim();
  // Isolated in the hint, so a server name keeps its order in a right-to-left sentence.
  const named = <bdi>{namedHost}</bdi>;
  const defaultInstance = <bdi>{defaultHost}</bdi>;
  return (
    <Page title={t`Log in`}>
      <form className="form login-form" onSubmit={(event) => void submit(event)} aria-busy={busy}>
        <label htmlFor="login-instance">
          <Trans comment="Label of the field for the server (Mastodon instance) to log in on">
            Instance
          </Trans>
        </label>
        <input
          id="login-instance"
          name="instance"
          type="text"
          inputMode="url"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          autoComplete="url"
          placeholder={defaultHost}
          aria-describedby="login-instance-hint"
          value={instance}
          onChange={(event) => setInstance(event.target.value)}
        />
        <p id="login-instance-hint" className="hint" aria-live="polite">
          {namesInstance ? (
            <Trans>Logs in to {named}.</Trans>
          ) : (
            <Trans>For example mastodon.social. Leave it empty to use {defaultInstance}.</Trans>
          )}
        </p>
        {error !== null && (
          <ErrorMessage
            error={error}
            fallback={msg`Failed to log in. Please try again or try another instance.`}
          />
        )}
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
        </button>
      </form>
      <p className="login-signup">
        <Trans>
          No account yet? <Link to={appPaths.signup()}>Sign up</Link>
        </Trans>
      </p>
    </Page>
  );
}
