import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { SandboxContext } from '../context';
import { bodyAsParams } from '../http/params';
import type { ApplicationRecord } from '../store/types';

export const OOB_REDIRECT_URI = 'urn:ietf:wg:oauth:2.0:oob';

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export function isValidRedirectUri(uri: string): boolean {
  if (uri === OOB_REDIRECT_URI) return true;
  try {
    const parsed = new URL(uri);
    return parsed.hash === '' && parsed.protocol.length > 1;
  } catch {
    return false;
  }
}

export function bodyParams(request: FastifyRequest): Record<string, unknown> {
  return bodyAsParams(request.body);
}

/** client_id/client_secret from HTTP Basic auth or the body, as Doorkeeper accepts them. */
export function clientCredentials(request: FastifyRequest): {
  clientId?: string;
  clientSecret?: string;
} {
  const header = request.headers.authorization;
  if (typeof header === 'string' && /^Basic /i.test(header)) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString();
    const separator = decoded.indexOf(':');
    if (separator > 0)
      return {
        clientId: decodeURIComponent(decoded.slice(0, separator)),
        clientSecret: decodeURIComponent(decoded.slice(separator + 1)),
      };
  }
  const params = bodyParams(request);
  return {
    clientId: typeof params.client_id === 'string' ? params.client_id : undefined,
    clientSecret: typeof params.client_secret === 'string' ? params.client_secret : undefined,
  };
}

/** The app for these credentials; a missing secret is allowed only when PKCE stands in for it. */
export function authenticateClient(
  ctx: SandboxContext,
  request: FastifyRequest,
  allowPublic: boolean,
): ApplicationRecord | null {
  const { clientId, clientSecret } = clientCredentials(request);
  if (!clientId) return null;
  const app = ctx.store.findApplicationByClientId(clientId);
  if (!app) return null;
  if (clientSecret === undefined) return allowPublic ? app : null;
  return clientSecret === app.clientSecret ? app : null;
}
