import { useMediaQuery } from '../use-media-query';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** True when the reader asked the system for less motion: no autoplay, static emoji. */
export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION, false);
}
