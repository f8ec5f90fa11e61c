import { type mastodon } from 'masto';
import { toStoredInfo, type StoredAccount } from '../lib/accounts';
import { appConfig } from '../lib/config';
import {
  InvalidInstanceError,
  instanceFromLoginInput,
  instanceOrigin,
  normalizeInstance,
} from '../lib/instance';
import type { OAuthCallback } from '../lib/oauth-callback';
import { codeChallengeS256, randomUrlSafe } from '../lib/pkce';
import { OAUTH_SCOPES, ensureAppRegistration, storedRegistration } from './app-registration';
import { createRestClient, getOAuthClient } from './clients';
import { loadInstance } from './instance';
import { LoginError } from './login-errors';

/** What survives the round trip to the authorization server, in sessionStorage. */
interface PendingLogin {
  instance: string;
  instanceInput: string;
  state: string;
  codeVerifier: string;
  redirectUri: string;
}

const PENDING_KEY = 'petrel:pending-login';

function takePendingLogin(): PendingLogin | null {
  const text = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  try {
    return text ? (JSON.parse(text) as PendingLogin) : null;
  } catch {
    return null;
  }
}

/**
 * Registers the app if needed and returns the authorization URL to send the person to
 * (authorization code flow with PKCE S256 and a random state).
 * `forceLogin` is for adding a further account.
 */
export async function beginLogin(
  instanceInput: string,
  redirectUri: string,
  { forceLogin = false } = {},
): Promise<string> {
  let instance: string;
  try {
    // A pasted profile or post URL, or a handle, names its instance.
    instance = normalizeInstance(instanceFromLoginInput(instanceInput), appConfig.defaultInstance);
  } catch (error) {
    if (error instanceof InvalidInstanceError)
      throw new LoginError('invalid-instance', instanceInput);
    throw error;
  }
  const app = await ensureAppRegistration(instance, redirectUri, instanceInput);
  const codeVerifier = randomUrlSafe(48);
  const state = randomUrlSafe(24);
  const pending: PendingLogin = { instance, instanceInput, state, codeVerifier, redirectUri };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const url = new URL('/oauth/authorize', instanceOrigin(instance));
  url.search = new URLSearchParams({
    client_id: app.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: OAUTH_SCOPES,
    state,
    code_challenge: await codeChallengeS256(codeVerifier),
    code_challenge_method: 'S256',
    // Adding another account: ask for credentials even when the server remembers a session.
    ...(forceLogin ? { force_login: 'true' } : {}),
  }).toString();
  return url.toString();
}

async function exchangeCode(pending: PendingLogin, code: string): Promise<StoredAccount> {
  const app = storedRegistration(pending.instance);
  if (!app) throw new Error('No app registration');
  // PKCE: masto's type lacks code_verifier, but it serialises every key it is given.
  const params: mastodon.oauth.CreateTokenParams & { codeVerifier: string } = {
    grantType: 'authorization_code',
    clientId: app.clientId,
    clientSecret: app.clientSecret,
    redirectUri: pending.redirectUri,
    scope: OAUTH_SCOPES,
    code,
    codeVerifier: pending.codeVerifier,
  };
  const token = await getOAuthClient(pending.instance).token.create(params);
  const info = await createRestClient(
    pending.instance,
    token.accessToken,
  ).v1.accounts.verifyCredentials();
  const instance = await loadInstance(pending.instance);
  const now = Date.now();
  return {
    info: toStoredInfo(info),
    instanceURL: pending.instance,
    accessToken: token.accessToken,
    vapidKey: instance?.configuration.vapid.publicKey ?? app.vapidKey,
    createdAt: now,
    lastAccessedAt: now,
  };
}

/**
 * Finishes a login from the authorization server's redirect: checks the state, exchanges
 * the code with its PKCE verifier and reads the account. Throws a LoginError that keeps
 * what the person typed.
 */
export async function completeLogin(callback: OAuthCallback): Promise<StoredAccount> {
  const pending = takePendingLogin();
  const input = pending?.instanceInput ?? '';
  if (callback.kind === 'denied') throw new LoginError('cancelled', input);
  if (callback.kind === 'error') throw new LoginError('login', input);
  if (!pending || pending.state !== callback.state) throw new LoginError('state-mismatch', input);
  try {
    return await exchangeCode(pending, callback.code);
  } catch (cause) {
    throw new LoginError('login', input, { cause });
  }
}

/** Revoking waits this long for the server before counting as unconfirmed. */
export const REVOKE_TIMEOUT_MS = 15_000;

/**
 * Revokes an account's token: POST /oauth/revoke with a form body (RFC 7009; GoToSocial reads
 * nothing else). True only when the server confirmed it; the account is removed here either way.
 */
export async function revokeToken(account: StoredAccount): Promise<boolean> {
  const app = storedRegistration(account.instanceURL);
  if (!app) return false;
  try {
    const response = await fetch(new URL('/oauth/revoke', instanceOrigin(account.instanceURL)), {
      method: 'POST',
      body: new URLSearchParams({
        client_id: app.clientId,
        client_secret: app.clientSecret,
        token: account.accessToken,
      }),
      signal: AbortSignal.timeout(REVOKE_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    // The server may be gone: nothing confirmed the revocation.
    return false;
  }
}
