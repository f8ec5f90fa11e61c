import { useCallback, useState } from 'react';
import { countNewer, isStalePosition, type ReadingAnchor } from '../../lib/reading-position';

interface NewerOfferOptions {
  /** Where the timeline reopened (none: at its newest posts). */
  anchor?: ReadingAnchor;
  /** The entries shown, newest first. */
  ids: readonly string[];
  /** Whether newer entries than those loaded remain to be fetched. */
  newerToLoad: boolean;
  /** Newer entries waiting behind "new posts". */
  pending: number;
}

/**
 * The offer to jump to the newest posts, made when a timeline reopens at a position saved long
 * ago (STALE_POSITION_MS) with posts newer than it; gone once dismissed.
 */
export function useNewerOffer({ anchor, ids, newerToLoad, pending }: NewerOfferOptions) {
  // Decided once, when the timeline opens: reading on does not make the position stale.
  const [stale] = useState(() => isStalePosition(anchor?.savedAt, Date.now()));
  const [dismissed, setDismissed] = useState(false);
  const dismiss = useCallback(() => setDismissed(true), []);
  const newer = stale && !dismissed && anchor ? countNewer(ids, anchor.id, newerToLoad) : undefined;
  const count = (newer?.count ?? 0) + pending;
  // Nothing newer loaded yet says nothing: "more than 0" is no count.
  const offer = newer && count > 0 ? { count, more: newer.more } : undefined;
  return { offer, dismiss };
}
