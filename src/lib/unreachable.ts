import { MastoTimeoutError } from 'masto';

/**
 * Whether a request failed without an answer from the server: the browser's fetch rejects with a
 * TypeError when the host's name does not resolve, the connection is refused or lost, or the
 * answer is not allowed to be read; or it timed out. An answer of any kind (an error status, an
 * HTML page) means the host was reached.
 */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof TypeError || error instanceof MastoTimeoutError) return true;
  return error instanceof DOMException && ['TimeoutError', 'NetworkError'].includes(error.name);
}
