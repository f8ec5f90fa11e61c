import { useEffect, useEffectEvent, useState } from 'react';
import type { SendState } from '../../lib/compose/composer';
import { offlineStep } from '../../lib/compose/offline';
import { useBrowserOnline } from '../../state/online';

export interface OfflineSending {
  online: boolean;
  /** The person asked to post once the connection returns. */
  waiting: boolean;
  wait: () => void;
  cancel: () => void;
}

/**
 * "Post when back online": once asked, the post goes when the browser is online again, once. It
 * goes through the composer's one send, so a send that raced the connection counts once too: the
 * idempotency key, and where a server ignores it the look for the post already made (`sendOnce`).
 */
export function useOfflineSending(
  canSend: boolean,
  phase: SendState['phase'],
  send: () => void,
): OfflineSending {
  const online = useBrowserOnline();
  const [waiting, setWaiting] = useState(false);
  const onOnline = useEffectEvent(() => {
    const step = offlineStep({ online: navigator.onLine, waiting, canSend, phase });
    if (step === 'send' || step === 'stop') setWaiting(false);
    if (step === 'send') send();
  });
  useEffect(() => {
    if (!waiting) return;
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [waiting]);
  return {
    online,
    // Nothing left to post, or posted another way: no longer waiting.
    waiting: offlineStep({ online: false, waiting, canSend, phase }) === 'wait',
    wait: () => setWaiting(true),
    cancel: () => setWaiting(false),
  };
}
