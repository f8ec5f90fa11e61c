import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { collectCatchup, type CatchupProgress } from '../lib/catchup-fetch';
import { listCatchups, loadCatchup, saveCatchup, type SavedCatchup } from './catchup-storage';
import type { TimelineCursor } from '../lib/timeline-cursor';
import { queryKeys } from './query-keys';
import { useSession } from './session';
import { fetchTimelinePage } from './timelines';

/** Home pages are read at the largest size Mastodon serves. */
const HOME_PAGE_SIZE = 40;

export function useCatchupList() {
  const { scopeKey, instance } = useSession();
  return useQuery({
    queryKey: queryKeys.catchups(instance, scopeKey),
    queryFn: () => listCatchups(scopeKey),
    staleTime: Infinity,
  });
}

/** One kept catch-up; its posts are in the post store while it is shown. */
export function useCatchup(id: string) {
  const { scopeKey, instance } = useSession();
  return useQuery({
    queryKey: queryKeys.catchup(instance, scopeKey, id),
    queryFn: () => loadCatchup(scopeKey, id),
    staleTime: Infinity,
  });
}

export type CatchupRun =
  | { state: 'idle' }
  | { state: 'running'; progress: CatchupProgress }
  | { state: 'failed'; error: unknown };

/**
 * Reads Home back to `since` (or, with `untilId`, down to that entry, where the reader stopped),
 * saves the catch-up and answers its id (null when cancelled). `cancel` stops it between two pages.
 */
export function useRunCatchup() {
  const session = useSession();
  const queryClient = useQueryClient();
  const [run, setRun] = useState<CatchupRun>({ state: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(
    async (since: number, untilId?: string): Promise<string | null> => {
      const abort = new AbortController();
      controller.current = abort;
      const now = Date.now();
      setRun({ state: 'running', progress: { kept: 0, read: 0, fraction: 0 } });
      try {
        const { statuses, end } = await collectCatchup<TimelineCursor>({
          fetchPage: (cursor) =>
            fetchTimelinePage(session.client, { type: 'home' }, cursor, HOME_PAGE_SIZE),
          since,
          untilId,
          now,
          signal: abort.signal,
          onProgress: (progress) => setRun({ state: 'running', progress }),
        });
        if (end === 'cancelled') {
          setRun({ state: 'idle' });
          return null;
        }
        const catchup: SavedCatchup = { id: String(now), createdAt: now, since, end, statuses };
        await saveCatchup(session.scopeKey, catchup);
        queryClient.setQueryData(
          queryKeys.catchup(session.instance, session.scopeKey, catchup.id),
          catchup,
        );
        await queryClient.invalidateQueries({
          queryKey: queryKeys.catchups(session.instance, session.scopeKey),
        });
        setRun({ state: 'idle' });
        return catchup.id;
      } catch (error) {
        setRun(abort.signal.aborted ? { state: 'idle' } : { state: 'failed', error });
        return null;
      }
    },
    [session, queryClient],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  // Leaving the screen stops reading Home.
  useEffect(() => cancel, [cancel]);
  return { run, start, cancel };
}
