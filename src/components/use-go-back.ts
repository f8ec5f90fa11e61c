import { useCallback } from 'react';
import { hasEarlierScreen, useLocation, useNavigate } from './router';
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
