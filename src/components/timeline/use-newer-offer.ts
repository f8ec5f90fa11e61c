import { useCallback, useState } from 'react';
import { newerNotice, type ReadingAnchor } from '../../lib/reading-position';

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
 * The notice of the posts newer than where a timeline reopened ("N newer posts"), with a way to
 * the newest; gone once dismissed (the reader reached the top, or jumped there).
 */
export function useNewerOffer({ anchor, ids, newerToLoad, pending }: NewerOfferOptions) {
  const [dismissed, setDismissed] = useState(false);
  const dismiss = useCallback(() => setDismissed(true), []);
  const offer =
    !dismissed && anchor ? newerNotice(ids, anchor.id, newerToLoad, pending) : undefined;
  return { offer, dismiss };
}
