import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ReadingAnchor } from '../../lib/reading-position';
import type { TimelineDescriptor } from '../../lib/timeline-descriptor';
import { queryKeys } from '../../state/query-keys';
import { useReadingAnchor } from '../../state/reading-position';

export interface TimelineStart {
  anchor?: ReadingAnchor;
  /** False while Home's marker may still move the anchor. */
  settled: boolean;
  /** How often the timeline was restarted at its newest posts. */
  restarts: number;
  /** The feed shown is taken away, so that its posts can leave the cache before a restart. */
  restarting?: boolean;
}

/**
 * Where a timeline starts loading. Home's server marker is asked for while the timeline loads from
 * this device's position; a marker that moves the position elsewhere (read on another device)
 * drops what loaded and starts again there, before anything is shown.
 */
export function useTimelineStart(descriptor: TimelineDescriptor, instance: string) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.timeline(instance, descriptor);
  // With posts still cached, the view reopens on them; the saved position only picks the scroll.
  const [uncached] = useState(() => queryClient.getQueryData(queryKey) === undefined);
  const reading = useReadingAnchor(descriptor, instance, uncached);
  const [start, setStart] = useState<TimelineStart>(() => ({ ...reading, restarts: 0 }));
  const correction = !start.settled && reading.settled;
  useEffect(() => {
    if (!correction) return;
    if (reading.anchor?.id !== start.anchor?.id) {
      queryClient.removeQueries({ queryKey, exact: true });
    }
    // The marker answers from outside React; the old start leaves the cache before the remount.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setStart({ ...reading, restarts: start.restarts });
  }, [correction, reading, start, queryClient, queryKey]);
  const restartAtNewest = useCallback(() => {
    // The feed shown goes first, with any effect it still had to run: one run once its posts left
    // the cache would ask for its old start again, and the restarted feed would open there.
    flushSync(() => setStart((current) => ({ ...current, restarting: true })));
    queryClient.removeQueries({ queryKey, exact: true });
    setStart((current) => ({ settled: true, restarts: current.restarts + 1 }));
  }, [queryClient, queryKey]);
  return { start, restartAtNewest };
}
