import { createContext } from 'react';

export interface StoppedHereInfo {
  /** The posts loaded above the divider. */
  count: number;
  /** More newer posts wait to be loaded: `count` is a lower bound. */
  more: boolean;
  /** The entry where the reader stopped, and when it was posted (ms). */
  id: string;
  since: number;
}

/** Read only by the divider, so the rows around it don't re-render as pages load above. */
export const StoppedHereContext = createContext<StoppedHereInfo | undefined>(undefined);
