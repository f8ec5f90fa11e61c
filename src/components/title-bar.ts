import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the shell puts at the end of every screen's title bar on narrow screens (the account menu,
 * or Log in and Sign up), where there is no sidebar to hold it; null on wide screens.
 */
export const TitleBarActionsContext = createContext<ReactNode>(null);

export function useTitleBarActions(): ReactNode {
  return useContext(TitleBarActionsContext);
}
