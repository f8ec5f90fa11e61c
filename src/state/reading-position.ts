import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readJson, writeJson } from '../lib/storage';
import {
  parseReadingPosition,
  pickReadingAnchor,
  readingPositionKey,
  type ReadingAnchor,
  type ServerMarker,
} from '../lib/reading-position';
import { queryKeys } from './query-keys';
import { useMastoClient, useSession } from './session';
import type { TimelineDescriptor } from '../lib/timeline-descriptor';

/** Saving waits for scrolling to settle; the server marker is written less often. */
export const SAVE_LOCAL_DELAY_MS = 400;
export const SAVE_MARKER_DELAY_MS = 3_000;
/** Home opens without the marker rather than wait longer for it. */
const MARKER_TIMEOUT_MS = 3_000;

const storageKey = (scopeKey: string, instance: string, key: string) =>
  `petrel:reading-position:${scopeKey}:${instance.toLowerCase()}:${key}`;

function readLocal(scopeKey: string, instance: string, key: string) {
  return parseReadingPosition(readJson(storageKey(scopeKey, instance, key)));
}

/** The Home marker id this device last read from the server or wrote there. */
const seenMarkerKey = (scopeKey: string, instance: string) =>
  storageKey(scopeKey, instance, 'home-marker-seen');

function readSeenMarker(scopeKey: string, instance: string): string | undefined {
  const value = readJson(seenMarkerKey(scopeKey, instance));
  return typeof value === 'string' ? value : undefined;
}

/** Home's position comes from the markers API when the server has it. */
function usesMarker(descriptor: TimelineDescriptor, instance: string, sessionInstance: string) {
  return descriptor.type === 'home' && instance === sessionInstance;
}

async function fetchHomeMarker(
  client: ReturnType<typeof useMastoClient>,
): Promise<ServerMarker | null> {
  const timeout = new Promise<null>((resolve) =>
    setTimeout(() => resolve(null), MARKER_TIMEOUT_MS),
  );
  const request = client.v1.markers
    .fetch({ timeline: ['home'] })
    .then((markers) => {
      const home = markers.home;
      if (!home?.lastReadId) return null;
      const updatedAt: unknown = home.updatedAt;
      return typeof updatedAt === 'string'
        ? { lastReadId: home.lastReadId, updatedAt }
        : { lastReadId: home.lastReadId };
    })
    // Servers without markers (and failures) fall back to this device's position.
    .catch(() => null);
  return await Promise.race([request, timeout]);
}

/**
 * Where a timeline should open: the saved entry and the offset into it, or undefined for the
 * newest posts. Home's server marker is read alongside the timeline, not before it: `anchor` is
 * this device's position until the marker is `settled`, then the one the marker decides.
 */
export function useReadingAnchor(
  descriptor: TimelineDescriptor,
  instance: string,
  enabled: boolean,
): { settled: boolean; anchor?: ReadingAnchor } {
  const session = useSession();
  const client = useMastoClient();
  const key = readingPositionKey(descriptor);
  const withMarker = enabled && key !== null && usesMarker(descriptor, instance, session.instance);
  const marker = useQuery({
    queryKey: queryKeys.homeMarker(instance, session.account?.info.id ?? ''),
    queryFn: () => fetchHomeMarker(client),
    enabled: withMarker,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  // Read once per mount: later saves must not move where this view started.
  const [{ local, seen }] = useState(() => ({
    local: key ? readLocal(session.scopeKey, instance, key) : null,
    seen: readSeenMarker(session.scopeKey, instance),
  }));
  const serverMarkerId = withMarker ? marker.data?.lastReadId : undefined;
  useEffect(() => {
    if (serverMarkerId) writeJson(seenMarkerKey(session.scopeKey, instance), serverMarkerId);
  }, [serverMarkerId, session.scopeKey, instance]);
  if (!enabled || key === null) return { settled: true };
  const settled = !withMarker || !marker.isPending;
  return {
    settled,
    anchor: pickReadingAnchor(local, settled && withMarker ? marker.data : null, seen),
  };
}

/**
 * Remembers the entry at the top of the viewport and how far into it the reader is: both locally,
 * the entry alone in Home's server marker (markers hold no offset).
 */
export function useSaveReadingPosition(
  descriptor: TimelineDescriptor,
  instance: string,
): (id: string, offset: number) => void {
  const session = useSession();
  const client = useMastoClient();
  const key = readingPositionKey(descriptor);
  const withMarker = usesMarker(descriptor, instance, session.instance) && session.isLoggedIn;
  const pending = useRef<{ local?: () => void; marker?: () => void; savedMarker?: string }>({});
  const timers = useRef<{ local?: number; marker?: number }>({});

  // Leaving the timeline saves at once what was waiting.
  useEffect(() => {
    const waiting = pending.current;
    const running = timers.current;
    return () => {
      window.clearTimeout(running.local);
      window.clearTimeout(running.marker);
      waiting.local?.();
      waiting.marker?.();
    };
  }, []);

  return useCallback(
    (id: string, offset: number) => {
      if (key === null) return;
      const schedule = (slot: 'local' | 'marker', delay: number, save: () => void) => {
        const run = () => {
          pending.current[slot] = undefined;
          save();
        };
        pending.current[slot] = run;
        window.clearTimeout(timers.current[slot]);
        timers.current[slot] = window.setTimeout(run, delay);
      };
      schedule('local', SAVE_LOCAL_DELAY_MS, () =>
        writeJson(storageKey(session.scopeKey, instance, key), { id, offset, savedAt: Date.now() }),
      );
      if (!withMarker || pending.current.savedMarker === id) return;
      schedule('marker', SAVE_MARKER_DELAY_MS, () => {
        pending.current.savedMarker = id;
        client.v1.markers
          .create({ home: { lastReadId: id } })
          .then(() => writeJson(seenMarkerKey(session.scopeKey, instance), id))
          .catch(() => undefined);
      });
    },
    [client, instance, key, session.scopeKey, withMarker],
  );
}
