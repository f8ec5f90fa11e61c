import { create } from 'zustand';
import type { ComposeTarget } from '../lib/compose/compose-target';
import type { ComposerState } from '../lib/compose/composer';
import type { PartLoss } from '../lib/compose/kept-parts';

/** What the server did not keep of a post just made, and the text written (to post it again). */
export interface PostedLosses {
  lost: readonly PartLoss[];
  text: string;
}

const NO_LOSSES: PostedLosses = { lost: [], text: '' };

interface ComposerDialogState {
  /** What the open composer dialog writes; null while it is closed. */
  target: ComposeTarget | null;
  /** A draft handed to the composer (a deleted post to write again), in case keeping it failed. */
  handed: ComposerState | null;
  /** The post just made from the dialog, announced with a link to it. */
  posted: { instance: string; id: string; edited: boolean; losses: PostedLosses } | null;
  open: (target?: ComposeTarget, handed?: ComposerState) => void;
  close: () => void;
  sent: (instance: string, id: string, edited?: boolean, losses?: PostedLosses) => void;
  dismissPosted: () => void;
}

/** The composer dialog over the current screen: one at a time, opened from anywhere. */
export const useComposerDialog = create<ComposerDialogState>()((set) => ({
  target: null,
  handed: null,
  posted: null,
  open: (target = {}, handed) => set({ target, handed: handed ?? null, posted: null }),
  close: () => set({ target: null, handed: null }),
  sent: (instance, id, edited = false, losses = NO_LOSSES) =>
    set({ target: null, handed: null, posted: { instance, id, edited, losses } }),
  dismissPosted: () => set({ posted: null }),
}));

/** Opens the composer over the current screen. */
export function useOpenComposer(): (target?: ComposeTarget, handed?: ComposerState) => void {
  return useComposerDialog((state) => state.open);
}
