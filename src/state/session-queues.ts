import { pacedQueue } from '../lib/paced-queue';
import type { AccountSession } from './session';

/** The session's queue `name`, running one job per `intervalMs`; cleared when the session ends. */
export function sessionPacedQueue(session: AccountSession, name: string, intervalMs: number) {
  return session.resource(name, () => pacedQueue(intervalMs), (queue) => queue.clear());
}
