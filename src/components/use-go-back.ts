import { useCallback, useEffect, useEffectEvent } from 'react';
import { hasEarlierScreen, useLocation, useNavigate } from './router';
import { escapeGoesBack } from '../lib/escape-back';
import { parentPath } from '../lib/navigation';

/** Back to the screen before, or, opened here from elsewhere, up to this screen's parent. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(() => {
    if (hasEarlierScreen()) navigate(-1);
    else navigate(parentPath(pathname), { replace: true });
  }, [navigate, pathname]);
}

// Where Escape belongs to something else: a dialog, a menu, a popover.
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
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
