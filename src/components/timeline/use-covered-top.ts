import { useEffect, useState } from 'react';
import { stickyHeaderHeight } from './feed-scroller';

/**
 * How much of the feed's top a sticky header covers (none beside a sidebar or in a column), kept
 * up to date as the header changes size: what floats over the feed goes below it.
 */
export function useCoveredTop(scrollElement: HTMLElement | null): number {
  const [covered, setCovered] = useState(0);
  useEffect(() => {
    // The header's part only: the feed's own sticky notices are where floating things stack.
    const measure = () => setCovered(scrollElement ? 0 : stickyHeaderHeight());
    measure();
    const header = document.querySelector('.app-header');
    if (scrollElement || !header || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [scrollElement]);
  return covered;
}
