import { create } from 'zustand';

interface AccountMenuState {
  /** Whether the menu is open: one state, so it stays open when it moves (sidebar or title bar). */
  open: boolean;
  /** Opened once: its panel's code is loaded and kept. */
  opened: boolean;
  /** The screen it was opened on: it closes when the person goes elsewhere. */
  openedAt: string;
  setOpen: (open: boolean, at?: string) => void;
}

/** The account menu's open state, shared by wherever the shell shows the menu at this width. */
export const useAccountMenu = create<AccountMenuState>((set) => ({
  open: false,
  opened: false,
  openedAt: '',
  setOpen: (open, at) =>
    set((state) => ({
      open,
      opened: state.opened || open,
      openedAt: at ?? state.openedAt,
    })),
}));
