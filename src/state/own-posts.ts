import type { mastodon } from 'masto';
import type { AccountSession } from './session';

type Listener = (status: mastodon.v1.Status) => void;

function listeners(session: AccountSession): Set<Listener> {
  return session.resource(
    'own-posts',
    () => new Set<Listener>(),
    (set) => set.clear(),
  );
}

/**
 * A post the person just made, told to the timelines that show it at once (their streams may
 * bring it later, or never on servers without streaming).
 */
export function announceOwnPost(session: AccountSession, status: mastodon.v1.Status): void {
  for (const listener of listeners(session)) listener(status);
}

export function onOwnPost(session: AccountSession, listener: Listener): () => void {
  const set = listeners(session);
  set.add(listener);
  return () => set.delete(listener);
}
