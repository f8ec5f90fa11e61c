import { useEffect, useState } from 'react';
import { feedScroll } from './feed-scroller';

/**
 * How much of the feed's top a sticky header covers (none beside a sidebar or in a column), kept
 * up to date as the header changes size: what floats over the feed goes below it.
 */
export function useCoveredTop(scrollElement: HTMLElement | null): number {
  const [covered, setCovered] = useState(0);
  useEffect(() => {
    const scroll = feedScroll(scrollElement);
    const measure = () => setCovered(scroll.coveredTop());
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
