import { useMediaQuery } from '../components/use-media-query';

/** Where the sidebar starts (shell.css uses the same width); narrower screens get the tab bar. */
const WIDE = '(min-width: 60rem)';

/** True on screens wide enough for the sidebar (and where the width cannot be asked, as in tests). */
export function useWideScreen(): boolean {
  return useMediaQuery(WIDE, true);
}
