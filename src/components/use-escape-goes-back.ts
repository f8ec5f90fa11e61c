import { useEffect, useEffectEvent } from 'react';
import { escapeGoesBack } from '../lib/escape-back';
import { useGoBack } from './use-go-back';

// Where Escape belongs to something else: a dialog, a menu, a popover.
const OVERLAYS = 'dialog, [role="menu"], [role="dialog"], [aria-modal="true"]';

/** Escape goes back too, unless something on the screen (a dialog, a menu, a field) takes it. */
export function useEscapeGoesBack(): void {
  const goBack = useEffectEvent(useGoBack());
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const element = event.target instanceof HTMLElement ? event.target : null;
      const target = element && {
        tagName: element.tagName,
        isContentEditable: element.isContentEditable,
        inOverlay: element.closest(OVERLAYS) !== null,
      };
      if (escapeGoesBack(event, target)) goBack();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
