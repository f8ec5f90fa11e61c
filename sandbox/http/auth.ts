import type { FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import type { AccountRecord, TokenRecord } from '../store/types';
import { isUnconfirmed } from '../store/registrations';
import { ApiError } from './errors';

const FOLLOW_SCOPE_COVERS = [
  'read:follows',
  'write:follows',
  'read:blocks',
  'write:blocks',
  'read:mutes',
  'write:mutes',
];

export function scopeSatisfied(granted: string[], required: string): boolean {
  if (granted.includes(required)) return true;
  const [top] = required.split(':');
  if (top && granted.includes(top)) return true;
  return granted.includes('follow') && FOLLOW_SCOPE_COVERS.includes(required);
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    if (match) return match[1].trim();
  }
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.access_token;
  return typeof fromQuery === 'string' && fromQuery ? fromQuery : null;
}

export function lookupToken(ctx: SandboxContext, value: string | null): TokenRecord | null {
  if (!value) return null;
  const token = ctx.store.tokens.get(value);
  return token && !token.revoked ? token : null;
}

/** The token of the request; a present but unknown token is a 401 like Mastodon's. */
export function optionalToken(ctx: SandboxContext, request: FastifyRequest): TokenRecord | null {
  const raw = bearerToken(request);
  if (!raw) return null;
  const token = lookupToken(ctx, raw);
  if (!token) throw new ApiError(401, 'The access token is invalid');
  return token;
}

export function optionalViewer(ctx: SandboxContext, request: FastifyRequest): AccountRecord | null {
  const token = optionalToken(ctx, request);
  return token?.accountId ? (ctx.store.accounts.get(token.accountId) ?? null) : null;
}

export function requireToken(
  ctx: SandboxContext,
  request: FastifyRequest,
  scope?: string,
): TokenRecord {
  const token = optionalToken(ctx, request);
  if (!token) throw new ApiError(401, 'The access token is invalid');
  if (scope && !scopeSatisfied(token.scopes, scope))
    throw new ApiError(403, 'This action is outside the authorized scopes');
  return token;
}

/** An authenticated user; app-only tokens get Mastodon's 422 for user-only endpoints. */
export function requireUser(
  ctx: SandboxContext,
  request: FastifyRequest,
  scope?: string,
): AccountRecord {
  const token = requireToken(ctx, request, scope);
  const account = token.accountId ? ctx.store.accounts.get(token.accountId) : undefined;
  if (!account) throw new ApiError(422, 'This method requires an authenticated user');
  if (isUnconfirmed(ctx.store, account.id))
    throw new ApiError(403, 'Your login is missing a confirmed e-mail address');
  return account;
}
