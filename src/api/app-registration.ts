import { parseStoredRegistrations, type AppRegistration } from '../lib/app-registration';
import { appConfig } from '../lib/config';
import { isUnreachable } from '../lib/unreachable';
import { getAnonymousClient } from './clients';
import { LoginError } from './login-errors';
import { readJson, writeJson } from '../lib/storage';

export const OAUTH_SCOPES = 'read write follow push';

const STORAGE_KEY = 'petrel:apps';

function storedRegistrations(): Record<string, AppRegistration> {
  return parseStoredRegistrations(readJson(STORAGE_KEY));
}

export function storedRegistration(instance: string): AppRegistration | null {
  return storedRegistrations()[instance] ?? null;
}

/** The app registration for an instance, registered once per instance and redirect URI. */
export async function ensureAppRegistration(
  instance: string,
  redirectUri: string,
  instanceInput: string,
): Promise<AppRegistration> {
  const stored = storedRegistration(instance);
  if (stored && stored.redirectUri === redirectUri) return stored;
  try {
    const app = await getAnonymousClient(instance).v1.apps.create({
      clientName: appConfig.clientName,
      redirectUris: redirectUri,
      scopes: OAUTH_SCOPES,
      website: appConfig.websiteUrl,
    });
    if (!app.clientId || !app.clientSecret) throw new Error('Registration without credentials');
    const registration: AppRegistration = {
      clientId: app.clientId,
      clientSecret: app.clientSecret,
      redirectUri,
      vapidKey: app.vapidKey ?? null,
    };
    writeJson(STORAGE_KEY, { ...storedRegistrations(), [instance]: registration });
    return registration;
  } catch (cause) {
    if (isUnreachable(cause))
      throw new LoginError('unreachable', instanceInput, { cause, host: instance });
    throw new LoginError('register', instanceInput, { cause });
  }
}
