import { MastoHttpError, type mastodon } from 'masto';
import { toStoredInfo, type StoredAccount } from '../lib/accounts';
import { registrationsOf, type Registrations, type SignUpForm } from '../lib/signup';
import { OAUTH_SCOPES, ensureAppRegistration } from './app-registration';
import { createRestClient, getAnonymousClient, getOAuthClient } from './clients';
import { loadInstance } from './instance';

export interface SignUpInfo {
  registrations: Registrations;
  rules: mastodon.v1.Rule[];
}

async function instanceData(instance: string): Promise<unknown> {
  const client = getAnonymousClient(instance);
  try {
    return await client.v2.instance.fetch();
  } catch {
    return await client.v1.instance.fetch();
  }
}

/** Whether `instance` takes sign-ups, and its rules (none where the server has no rules endpoint). */
export async function loadSignUpInfo(instance: string): Promise<SignUpInfo> {
  const registrations = registrationsOf(await instanceData(instance));
  let rules: mastodon.v1.Rule[] = [];
  if (registrations.enabled) {
    try {
      // masto's action proxy serves GET /api/v1/instance/rules; its types lack it.
      const { instance: resource } = getAnonymousClient(instance).v1 as unknown as {
        instance: { rules: { list(): Promise<mastodon.v1.Rule[]> } };
      };
      rules = await resource.rules.list();
    } catch (error) {
      if (!(error instanceof MastoHttpError && error.statusCode === 404)) throw error;
    }
  }
  return { registrations, rules };
}

/** An app token (client_credentials grant of the registered app), which may create accounts. */
async function appToken(instance: string, redirectUri: string): Promise<string> {
  const app = await ensureAppRegistration(instance, redirectUri, instance);
  const token = await getOAuthClient(instance).token.create({
    grantType: 'client_credentials',
    clientId: app.clientId,
    clientSecret: app.clientSecret,
    redirectUri,
    scope: OAUTH_SCOPES,
  });
  return token.accessToken;
}

/**
 * Creates the account (POST /api/v1/accounts, multipart) and returns the new user's token.
 * A 422 carries the server's per-field `details`.
 */
export async function createAccount(
  instance: string,
  redirectUri: string,
  form: SignUpForm,
  approvalRequired: boolean,
): Promise<string> {
  const client = createRestClient(instance, await appToken(instance, redirectUri));
  const token = await client.v1.accounts.create({
    username: form.username.trim(),
    email: form.email.trim(),
    password: form.password,
    agreement: form.agreement,
    locale: form.locale,
    ...(approvalRequired ? { reason: form.reason.trim() } : {}),
  });
  return token.accessToken;
}

/**
 * The new account, ready to be stored, once the server lets its token in; null while it waits
 * for the e-mail confirmation (or a moderator's approval), which Mastodon answers with 403.
 */
export async function signedUpAccount(
  instance: string,
  accessToken: string,
): Promise<StoredAccount | null> {
  let info: mastodon.v1.AccountCredentials;
  try {
    info = await createRestClient(instance, accessToken).v1.accounts.verifyCredentials();
  } catch (error) {
    if (error instanceof MastoHttpError && error.statusCode === 403) return null;
    throw error;
  }
  const record = await loadInstance(instance);
  const now = Date.now();
  return {
    info: toStoredInfo(info),
    instanceURL: instance,
    accessToken,
    vapidKey: record?.configuration.vapid.publicKey ?? null,
    createdAt: now,
    lastAccessedAt: now,
  };
}
