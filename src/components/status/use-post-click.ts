import type { MouseEvent } from 'react';
import { useHref, useNavigate } from '../router';
import { postClickIntent } from '../../lib/post-click';

/**
 * Click and middle-click handlers that open the post at `path` from anywhere on its body (the
 * rule: lib/post-click.ts). Keyboard users open it with Enter or `o` on the post itself, so no
 * extra tab stop is added.
 */
export function usePostClick(path: string, enabled: boolean) {
  const navigate = useNavigate();
  const href = useHref(path);
  const handle = (event: MouseEvent<HTMLElement>) => {
    const selected = String(window.getSelection?.() ?? '');
    const intent = postClickIntent(event.nativeEvent, event.currentTarget, selected);
    if (intent === 'ignore') return;
    event.preventDefault();
    if (intent === 'open-new-tab') window.open(href, '_blank', 'noopener');
    else void navigate(path);
  };
  if (!enabled) return {};
  return { onClick: handle, onAuxClick: handle };
}
