import { Trans } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { LoginError } from '../../api/login-errors';
import { completeLogin } from '../../api/oauth';
import type { StoredAccount } from '../../lib/accounts';
import {
  parseOAuthCallback,
  urlWithoutOAuthParams,
  type OAuthCallback,
} from '../../lib/oauth-callback';
import { useAccountsStore } from '../../state/accounts';
import { useLoginNotice } from './login-notice';

/** Replaces the address without the OAuth parameters, landing on `hash`. */
function cleanAddress(hash: string): void {
  const url = new URL(urlWithoutOAuthParams(window.location.href));
  url.hash = hash;
  window.history.replaceState(null, '', url.toString());
}

// The code can be exchanged only once, even when an effect runs twice (React's StrictMode).
let inFlight: { callback: OAuthCallback; promise: Promise<StoredAccount> } | null = null;

function completeOnce(callback: OAuthCallback): Promise<StoredAccount> {
  if (inFlight?.callback !== callback) {
    const promise = completeLogin(callback).finally(() => {
      if (inFlight?.promise === promise) inFlight = null;
    });
    inFlight = { callback, promise };
  }
  return inFlight.promise;
}

/**
 * Finishes a login when the authorization server sends the person back with ?code=… (or an
 * error) before the app's routes render, so the code never stays in the address.
 */
export function OAuthCallbackGate({ children }: { children: ReactNode }) {
  const [callback] = useState(() => parseOAuthCallback(window.location.search));
  const [done, setDone] = useState(callback === null);

  useEffect(() => {
    if (!callback) return;
    let cancelled = false;
    completeOnce(callback)
      .then((account) => {
        if (cancelled) return;
        useAccountsStore.getState().addAccount(account);
        cleanAddress('#/');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        useLoginNotice.setState({
          error:
            error instanceof LoginError ? error : new LoginError('login', '', { cause: error }),
        });
        cleanAddress('#/login');
      })
      .finally(() => {
        if (!cancelled) setDone(true);
      });
    return () => {
      cancelled = true;
    };
  }, [callback]);

  if (done) return children;
  return (
    <main id="main" className="callback">
      <h1>
        <Trans>Logging in…</Trans>
      </h1>
    </main>
  );
}
