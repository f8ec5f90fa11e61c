import type { SandboxContext } from '../context';
import type { ApplicationRecord } from '../store/types';

import { VAPID_KEYS } from '../push/vapid';

/** The server's VAPID public key (its private half signs push messages, see push/send.ts). */
export const VAPID_PUBLIC_KEY = VAPID_KEYS.publicKey;

export function serializeApplication(_ctx: SandboxContext, app: ApplicationRecord) {
  return {
    id: app.id,
    name: app.name,
    website: app.website,
    scopes: app.scopes,
    redirect_uri: app.redirectUris.join('\n'),
    redirect_uris: app.redirectUris,
    vapid_key: VAPID_PUBLIC_KEY,
  };
}

export function serializeCredentialApplication(ctx: SandboxContext, app: ApplicationRecord) {
  return {
    ...serializeApplication(ctx, app),
    client_id: app.clientId,
    client_secret: app.clientSecret,
    client_secret_expires_at: 0,
  };
}
