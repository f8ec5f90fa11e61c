import { useEffect, useEffectEvent } from 'react';
import { feedHasKeys } from './feed-scroller';

/** Where keys are typing rather than moving about. */
const TYPING = ['input', 'textarea', 'select', '[role="textbox"]'].join();

/** Whether a key pressed in `target` is typing (a field, an editable area, a select). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || !!target.closest(TYPING);
}

/**
 * The Home key (and Ctrl+Home) on Home's feed goes to the newest posts the way choosing Home again
 * does, instead of the browser's own scroll to the top, which newer pages landing above would
 * undo.
 */
export function useHomeKey(
  toNewest: () => void,
  enabled: boolean,
  scrollElement: HTMLElement | null,
): void {
  const onHome = useEffectEvent(toNewest);
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Home' || event.altKey || event.metaKey || event.shiftKey) return;
      if (event.defaultPrevented || isTyping(event.target) || !feedHasKeys(scrollElement)) return;
      event.preventDefault();
      onHome();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, scrollElement]);
}
