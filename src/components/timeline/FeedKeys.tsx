import { useEffect, type RefObject } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { markFeedKeysListening } from '../../state/app-settled';
import type { FeedScroll, FeedVirtualizer } from './feed-scroller';
import { useFeedKeys } from './use-feed-keys';

export interface FeedKeysProps {
  feedRef: RefObject<HTMLElement | null>;
  virtualizer: FeedVirtualizer;
  count: number;
  scroll: FeedScroll;
}

/** A feed's j and k, as a component so that it (and the key library) can load on its own. */
export function FeedKeys({ feedRef, virtualizer, count, scroll }: FeedKeysProps) {
  useFeedKeys(feedRef, virtualizer, count, scroll);
  // After the keys' own effects: they listen now.
  useEffect(markFeedKeysListening, []);
  return null;
}

export interface KeyTriggerProps {
  /** The key as typed (layout-aware), e.g. "." */
  keyName: string;
  onKey: () => void;
}

/** One key of a feed that runs `onKey`. */
export function KeyTrigger({ keyName, onKey }: KeyTriggerProps) {
  // Handled keys are marked, so that the replay of early keys (app/KeyboardShortcuts) skips them.
  useHotkeys(keyName, onKey, { useKey: true, preventDefault: true }, [onKey]);
  return null;
}
