import { MastoHttpError } from 'masto';
import { LoginRequiredError, isUnauthorized } from './errors';

/** The server answered 404: the thing asked for does not exist there (or the endpoint does not). */
export function isNotFound(error: unknown): boolean {
  return error instanceof MastoHttpError && error.statusCode === 404;
}

/**
 * Retry policy for queries where a 404 is an answer, not a failure: asking again cannot change
 * it. Otherwise as the default policy (at most two retries, none for a missing login).
 */
export function retryUnlessNotFound(failureCount: number, error: unknown): boolean {
  return (
    !isNotFound(error) &&
    !isUnauthorized(error) &&
    !(error instanceof LoginRequiredError) &&
    failureCount < 2
  );
}
