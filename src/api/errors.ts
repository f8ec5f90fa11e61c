import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MastoHttpError, MastoTimeoutError } from 'masto';
import { AccessTokenNotFoundError, AccountNotFoundError } from '../lib/accounts';
import { InvalidInstanceError } from '../lib/instance';
import { InvalidSettingsError } from '../lib/settings';
import { parseRetryAfter, retryDelayMs, shouldRetry, type Failure } from '../lib/retry-policy';
import { LoginError } from './login-errors';

/** Thrown where an action needs an account and nobody is logged in. */
export class LoginRequiredError extends Error {
  constructor() {
    super('Login required.');
    this.name = 'LoginRequiredError';
  }
}

/**
 * A 401 to a request sent without a token: the server needs an account to show this (GoToSocial
 * for profiles, hashtags and posts). Nothing about a session.
 */
export class AccountRequiredError extends MastoHttpError {
  constructor(props: ConstructorParameters<typeof MastoHttpError>[0], response?: Response) {
    super(props, { cause: response });
  }
}

/** A 401 to a request sent with a token: the session expired or was revoked. */
export function isUnauthorized(error: unknown): boolean {
  return (
    error instanceof MastoHttpError &&
    error.statusCode === 401 &&
    !(error instanceof AccountRequiredError)
  );
}

/**
 * The answer to verify_credentials says the token is not valid: 401, or 422 (snac's answer to a
 * token it does not know).
 */
export function isInvalidToken(error: unknown): boolean {
  return isUnauthorized(error) || (error instanceof MastoHttpError && error.statusCode === 422);
}

/** The server does not have it (404) or no longer has it (410). */
export function isNotFound(error: unknown): boolean {
  return error instanceof MastoHttpError && (error.statusCode === 404 || error.statusCode === 410);
}

/** The server lacks the endpoint: not found, method not allowed, not implemented. */
export function isMissingEndpoint(error: unknown): boolean {
  return error instanceof MastoHttpError && [404, 405, 501].includes(error.statusCode);
}

/** What the retry policy needs to know about an error. */
export function failureOf(error: unknown, now = Date.now()): Failure {
  if (error instanceof LoginRequiredError) return { final: true };
  if (!(error instanceof MastoHttpError)) return {};
  const response = error.cause instanceof Response ? error.cause : undefined;
  return {
    status: error.statusCode,
    retryAfterMs: parseRetryAfter(response?.headers.get('retry-after'), now),
  };
}

/**
 * Whether asking again could give another answer, so a "Try again" button can work: not for
 * answers such as not found, gone, forbidden or needing an account.
 */
export function canRetry(error: unknown): boolean {
  const failure = failureOf(error);
  // A person waits before pressing it, as the 429's own message asks.
  return failure.status === 429 || shouldRetry(0, failure);
}

/** TanStack Query's `retry` and `retryDelay` for every query. */
export const queryRetryPolicy = {
  retry: (failureCount: number, error: unknown) => shouldRetry(failureCount, failureOf(error)),
  retryDelay: (failureCount: number, error: unknown) =>
    retryDelayMs(failureCount, failureOf(error)),
};

function loginErrorMessage(error: LoginError): MessageDescriptor {
  switch (error.failure) {
    case 'register':
      return msg`Failed to register application`;
    case 'login':
      return msg`Failed to log in. Please try again or try another instance.`;
    case 'cancelled':
      return msg`Login was cancelled on the server. You can try again.`;
    case 'state-mismatch':
      return msg`This login response does not match the login that was started, so it was ignored for your safety. Please try again.`;
    case 'invalid-instance':
      return msg`Invalid instance`;
    case 'unreachable': {
      const host = error.host;
      return msg`${host} could not be reached.`;
    }
  }
}

/**
 * The message to show a person for an error. Known errors get their own text; anything else
 * gets `fallback`, the text for the action that failed (e.g. 'Unable to load posts.').
 */
export function toErrorMessage(error: unknown, fallback: MessageDescriptor): MessageDescriptor {
  if (error instanceof LoginError) return loginErrorMessage(error);
  if (error instanceof InvalidInstanceError) return msg`Invalid instance`;
  if (error instanceof InvalidSettingsError) return msg`Invalid settings format`;
  if (error instanceof LoginRequiredError) return msg`Login required.`;
  if (error instanceof AccessTokenNotFoundError) return msg`Access token not found`;
  if (error instanceof AccountNotFoundError) {
    const id = error.accountId;
    return msg`Account ${id} not found`;
  }
  if (error instanceof AccountRequiredError) {
    return msg`This server only shows this to people logged in to it.`;
  }
  if (isUnauthorized(error)) {
    return msg`Your session has expired or was revoked. Please log in again.`;
  }
  if (error instanceof MastoHttpError && error.statusCode === 429) {
    return msg`The server is receiving too many requests. Please wait a moment and try again.`;
  }
  if (error instanceof MastoTimeoutError) return msg`Request timed out.`;
  return fallback;
}

/** What a server said about a refused request, when it said more than its status code. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof MastoHttpError)) return undefined;
  const message = error.message.trim();
  return message && message !== `HTTP ${error.statusCode}` ? message : undefined;
}
