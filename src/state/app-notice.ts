import { useCallback } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { useSession, type AccountSession } from './session';

/** A short notice about something done, shown above the screen (not inside what it changed). */
interface AppNotice {
  text: string;
}

function noticeStore(session: AccountSession) {
  return session.resource(
    'app-notice',
    () => createStore<{ notice: AppNotice | null }>()(() => ({ notice: null })),
    () => undefined,
  );
}

/**
 * Says what an action did where it stays readable when the action took away the place it was
 * chosen from (a post of an account just blocked leaves every list, with its menu).
 */
export function showAppNotice(session: AccountSession, text: string): void {
  noticeStore(session).setState({ notice: { text } });
}

export function useAppNotice(): { notice: AppNotice | null; dismiss: () => void } {
  const store = noticeStore(useSession());
  const notice = useStore(store, (state) => state.notice);
  const dismiss = useCallback(() => store.setState({ notice: null }), [store]);
  return { notice, dismiss };
}
