import { useEffect, useRef, useState } from 'react';
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
 * "Post when back online": once asked, the post goes when the browser is online again, once (the
 * draft's idempotency key makes a send that raced the connection count once too).
 */
export function useOfflineSending(
  canSend: boolean,
  phase: SendState['phase'],
  send: () => void,
): OfflineSending {
  const online = useBrowserOnline();
  const [waiting, setWaiting] = useState(false);
  const latest = useRef({ canSend, phase, send });
  useEffect(() => {
    latest.current = { canSend, phase, send };
  });
  useEffect(() => {
    if (!waiting) return;
    const onOnline = () => {
      const step = offlineStep({ online: navigator.onLine, waiting, ...latest.current });
      if (step === 'send' || step === 'stop') setWaiting(false);
      if (step === 'send') latest.current.send();
    };
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
