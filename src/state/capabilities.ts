import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { isNotFound } from '../api/errors';
import {
  droppedAt,
  parseDroppedRecord,
  serverRelease,
  withDropped,
  type DroppedRecord,
} from '../lib/dropped-parts';
import { readJson, writeJson } from '../lib/storage';
import {
  detectCapabilities,
  signUpUrl,
  withMissing,
  type Capabilities,
  type Capability,
} from '../lib/capabilities';
import { useInstance, useNodeInfo } from './instance-queries';
import { queryKeys } from './query-keys';
import { useSession, type AccountSession } from './session';

const NONE: readonly Capability[] = [];

/** Capabilities an endpoint's 404 showed missing, by lower-cased instance. */
type MissingCapabilities = Readonly<Record<string, readonly Capability[]>>;

/** The session's marks of missing capabilities: kept while the session lasts. */
function missingCapabilities(session: AccountSession) {
  return session.resource(
    'missing-capabilities',
    () => createStore<MissingCapabilities>()(() => ({})),
    () => undefined,
  );
}

/** Records that `instance` lacks `capability` (an endpoint answered 404), for the rest of the session. */
export function markCapabilityMissing(
  session: AccountSession,
  instance: string,
  capability: Capability,
): void {
  const host = instance.toLowerCase();
  missingCapabilities(session).setState((marks) => {
    const marked = marks[host] ?? NONE;
    return marked.includes(capability) ? marks : { ...marks, [host]: [...marked, capability] };
  }, true);
}

function useMissingCapabilities(instance: string): readonly Capability[] {
  return useStore(
    missingCapabilities(useSession()),
    (marks) => marks[instance.toLowerCase()] ?? NONE,
  );
}

const droppedStorageKey = (host: string) => `petrel:dropped-parts:${host}`;

/** Parts each server was seen to drop this session, by lower-cased host (also kept in storage). */
function droppedMarks(session: AccountSession) {
  return session.resource(
    'dropped-parts',
    () => createStore<Readonly<Record<string, DroppedRecord>>>()(() => ({})),
    () => undefined,
  );
}

/**
 * Records that `instance`, at `release` (its version), took these capabilities' parts of a post
 * and did not keep them: the composer stops offering them until the server's version changes.
 * Kept across sessions, for every account of the instance.
 */
export function markPartsDropped(
  session: AccountSession,
  instance: string,
  release: string | null,
  dropped: readonly Capability[],
): void {
  if (dropped.length === 0) return;
  const host = instance.toLowerCase();
  const marks = droppedMarks(session);
  const before = marks.getState()[host] ?? parseDroppedRecord(readJson(droppedStorageKey(host)));
  const record = withDropped(before, release, dropped);
  writeJson(droppedStorageKey(host), record);
  marks.setState((current) => ({ ...current, [host]: record }), true);
}

function useDroppedCapabilities(instance: string, release: string | null): readonly Capability[] {
  const host = instance.toLowerCase();
  const marked = useStore(droppedMarks(useSession()), (marks) => marks[host]);
  const record = useMemo(
    () => marked ?? parseDroppedRecord(readJson(droppedStorageKey(host))),
    [marked, host],
  );
  return useMemo(() => droppedAt(record, release), [record, release]);
}

export interface InstanceCapabilities {
  capabilities: Capabilities;
  /** True until the instance record and node info have been tried (each may fail: defaults). */
  isPending: boolean;
  /** The instance's own sign-up page when registrations are open, else null. */
  signUpUrl: string | null;
  /** The server's version as it names it (null while unknown), which dropped parts are kept by. */
  release: string | null;
  /** Capabilities turned off because this server, at this version, dropped their part of a post. */
  dropped: readonly Capability[];
}

/**
 * What `instance` offers, from its instance record, node info and the 404s seen this session.
 * Null asks nothing and gives the defaults: an account's own capabilities when logged out.
 */
export function useCapabilities(instance: string | null): InstanceCapabilities {
  const record = useInstance(instance);
  const nodeInfo = useNodeInfo(instance);
  const missing = useMissingCapabilities(instance ?? '');
  const recordData = record.data ?? null;
  const nodeInfoData = nodeInfo.data ?? null;
  const release = serverRelease(recordData?.version, nodeInfoData?.software);
  const dropped = useDroppedCapabilities(instance ?? '', release);
  const capabilities = useMemo(
    () => withMissing(withMissing(detectCapabilities(recordData, nodeInfoData), missing), dropped),
    [recordData, nodeInfoData, missing, dropped],
  );
  return {
    capabilities,
    isPending: instance !== null && (record.isPending || nodeInfo.isPending),
    signUpUrl: instance === null ? null : signUpUrl(instance, recordData, nodeInfoData),
    release,
    dropped,
  };
}

function isTrendingTimeline(descriptor: unknown): boolean {
  return (descriptor as { type?: unknown } | undefined)?.type === 'trending';
}

/**
 * The capability a query's 404 shows missing, with the instance it was read from. A 404 on a
 * post's quotes counts only when the post itself was found (otherwise the post is what is missing).
 */
export function capabilityOfQuery(
  key: QueryKey,
  queryClient: QueryClient,
): { instance: string; capability: Capability } | null {
  const [kind, instance, detail] = key;
  if (typeof instance !== 'string') return null;
  // Trending news is younger than trending posts and hashtags: its 404 only empties its own tab.
  if (
    (kind === 'trends' && detail === 'tags') ||
    (kind === 'timeline' && isTrendingTimeline(detail))
  ) {
    return { instance, capability: 'trends' };
  }
  if (kind === 'scheduled-statuses' && detail === undefined) {
    return { instance, capability: 'scheduledPosts' };
  }
  if (kind === 'status-quotes' && typeof detail === 'string') {
    const found = queryClient.getQueryData(queryKeys.status(instance, detail)) !== undefined;
    return found ? { instance, capability: 'quotes' } : null;
  }
  return null;
}

/** Watches the session's queries: an endpoint answering 404 marks its capability missing. */
export function useNotFoundCapabilityMarks(): void {
  const session = useSession();
  useEffect(
    () =>
      session.queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (!isNotFound(event.action.error)) return;
        const key: QueryKey = event.query.queryKey as QueryKey;
        const found = capabilityOfQuery(key, session.queryClient);
        if (found) markCapabilityMissing(session, found.instance, found.capability);
      }),
    [session],
  );
}
