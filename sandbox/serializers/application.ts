import type { SandboxContext } from '../context';
import type { ApplicationRecord } from '../store/types';

export const VAPID_PUBLIC_KEY =
  'BCk-QqERU0q-CfYZjcuB6lnyyOYfJ2AifKqfeGIm7Z-HiTU5T9eTG5GxVA0_OH5mMlI4UkkDTpaZwozy0TzdZ2M=';

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
