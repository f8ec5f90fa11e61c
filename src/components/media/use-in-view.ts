import { useEffect, useState, type RefObject } from 'react';

/** Whether the element is at least half on screen (false where IntersectionObserver is missing). */
export function useInView(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting), {
      threshold: 0.5,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return enabled && inView;
}
