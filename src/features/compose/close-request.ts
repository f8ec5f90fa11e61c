import { createContext, useContext, useEffect, type RefObject } from 'react';

/**
 * Where the composer puts its "close, asking first over anything written", so that the dialog
 * around it can ask the same when Escape is pressed outside the form.
 */
export const CloseRequestContext = createContext<RefObject<(() => void) | null> | null>(null);

/** Offers `requestClose` to the dialog the composer is in, while it is mounted. */
export function useOfferCloseRequest(requestClose: () => void) {
  const slotRef = useContext(CloseRequestContext);
  useEffect(() => {
    if (!slotRef) return;
    slotRef.current = requestClose;
    return () => {
      if (slotRef.current === requestClose) slotRef.current = null;
    };
  }, [slotRef, requestClose]);
}
