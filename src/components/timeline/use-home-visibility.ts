import type { mastodon } from 'masto';
import { useMemo } from 'react';
import { applyHomeVisibility } from '../../lib/timeline';
import { useSetting } from '../../state/settings';
import type { TimelineDescriptor } from '../../lib/timeline-descriptor';

/** Home without the boosts or replies the reader chose to hide; other timelines as they are. */
export function useHomeVisibility(
  descriptor: TimelineDescriptor,
  statuses: mastodon.v1.Status[],
): mastodon.v1.Status[] {
  const [hideBoosts] = useSetting('homeHideBoosts');
  const [hideReplies] = useSetting('homeHideReplies');
  const isHome = descriptor.type === 'home';
  return useMemo(
    () => (isHome ? applyHomeVisibility(statuses, { hideBoosts, hideReplies }) : statuses),
    [isHome, statuses, hideBoosts, hideReplies],
  );
}
