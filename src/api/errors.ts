import { MastoHttpError } from 'masto';
import { parseRetryAfter, retryDelayMs, shouldRetry, type Failure } from '../lib/retry-policy';

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

/**
 * The server answered and refused (a 4xx): nothing was made. Anything else a send can end in (no
 * answer, a time-out, a 5xx, an answer that cannot be read) leaves open whether it was.
 */
export function isRefused(error: unknown): boolean {
  return (
    error instanceof LoginRequiredError ||
    (error instanceof MastoHttpError && error.statusCode >= 400 && error.statusCode < 500)
  );
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

/** What a server said about a refused request, when it said more than its status code. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof MastoHttpError)) return undefined;
  const message = error.message.trim();
  return message && message !== `HTTP ${error.statusCode}` ? message : undefined;
}
