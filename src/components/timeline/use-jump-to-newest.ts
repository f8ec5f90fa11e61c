import type { mastodon } from 'masto';
import { useCallback, useMemo, useState } from 'react';
import type { ReadingAnchor } from '../../lib/reading-position';
import { useHomeReselected } from '../../state/home-reselect';
import { useNewerOffer } from './use-newer-offer';

interface JumpOptions {
  anchor?: ReadingAnchor;
  /** The posts shown, newest first. */
  shown: readonly mastodon.v1.Status[];
  newerToLoad: boolean;
  pending: number;
  /** Shows the posts waiting behind "new posts". */
  reveal: () => void;
  /** Starts the timeline again at its newest page (when newer pages are not all loaded). */
  restartAtNewest: () => void;
  /** This feed is such a restart: it opens at the very top. */
  fromNewest: boolean;
  /** Home answers to Home being chosen again. */
  home: boolean;
}

/**
 * Going to a timeline's newest posts: from the offer an old position makes, and on Home when Home
 * is chosen again. `topRequest` changes each time the feed is to scroll to its very top.
 */
export function useJumpToNewest(options: JumpOptions) {
  const { anchor, shown, newerToLoad, pending, reveal, restartAtNewest } = options;
  const ids = useMemo(() => shown.map((status) => status.id), [shown]);
  const { offer, dismiss } = useNewerOffer({ anchor, ids, newerToLoad, pending });
  const [topRequest, setTopRequest] = useState(options.fromNewest ? 1 : 0);
  const jumpToNewest = useCallback(() => {
    dismiss();
    if (newerToLoad) return restartAtNewest();
    reveal();
    setTopRequest((count) => count + 1);
  }, [dismiss, newerToLoad, restartAtNewest, reveal]);
  useHomeReselected(jumpToNewest, options.home);
  return { offer, dismiss, jumpToNewest, topRequest };
}
