/**
 * Posting while offline: the person may ask for the post to go once the connection returns. The
 * draft keeps its idempotency key, so even a send that raced the connection makes one post.
 */

import type { SendState } from './composer';

export interface OfflineSituation {
  /** The browser says it is online. */
  online: boolean;
  /** The person asked to post when back online. */
  waiting: boolean;
  /** The draft can be posted as it is (something written, within the limit). */
  canSend: boolean;
  phase: SendState['phase'];
}

/**
 * What to do about a post waiting for the connection: send it (once), go on waiting, or stop
 * waiting because it went already or there is nothing left to post.
 */
export function offlineStep({
  online,
  waiting,
  canSend,
  phase,
}: OfflineSituation): 'send' | 'wait' | 'stop' | 'none' {
  if (!waiting) return 'none';
  if (phase === 'sending' || phase === 'sent' || !canSend) return 'stop';
  return online ? 'send' : 'wait';
}
