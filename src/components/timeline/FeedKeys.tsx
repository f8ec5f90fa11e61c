import { useEffect, type RefObject } from 'react';
import { stopKeepingKeys } from '../../state/app-settled';
import { useHotkeys } from 'react-hotkeys-hook';
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
  // Keys from now on reach j and k directly; earlier ones are replayed by the app's layer.
  useEffect(stopKeepingKeys, []);
  useFeedKeys(feedRef, virtualizer, count, scroll);
  return null;
}

export interface KeyTriggerProps {
  /** The key as typed (layout-aware), e.g. "." */
  keyName: string;
  onKey: () => void;
}

/** One key of a feed that runs `onKey`. */
export function KeyTrigger({ keyName, onKey }: KeyTriggerProps) {
  useHotkeys(keyName, onKey, { useKey: true }, [onKey]);
  return null;
}
