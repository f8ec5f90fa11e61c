import * as v from 'valibot';
import type { Capability } from './capabilities';
import type { PartLoss } from './compose/kept-parts';

// What a server dropped, remembered per server version. Apart from the comparison itself
// (compose/kept-parts.ts), which only the composer needs: capabilities read this at start.

/** The capabilities a server showed it does not keep: a poll or a quote taken and dropped. */
export function droppedCapabilities(losses: readonly PartLoss[]): Capability[] {
  return losses.flatMap((loss): Capability[] =>
    loss.kind === 'poll' ? ['polls'] : loss.kind === 'quote' ? ['quotes'] : [],
  );
}

/**
 * The parts a server dropped, remembered with the version it had then: a server that answers
 * another version (an upgrade) is tried again.
 */
export interface DroppedRecord {
  version: string | null;
  dropped: Capability[];
}

const DROPPABLE = ['polls', 'quotes'] as const satisfies readonly Capability[];

const DROPPED_RECORD = v.object({
  version: v.nullable(v.string()),
  dropped: v.array(v.picklist(DROPPABLE)),
});

/** A stored record, checked; anything else reads as none. */
export function parseDroppedRecord(stored: unknown): DroppedRecord | null {
  const result = v.safeParse(DROPPED_RECORD, stored);
  return result.success ? result.output : null;
}

/** What `record` says the server drops, if it was seen at `version`. */
export function droppedAt(record: DroppedRecord | null, version: string | null): Capability[] {
  return record && record.version === version ? record.dropped : [];
}

/** `record` with `dropped` added at `version`; marks of another version are let go. */
export function withDropped(
  record: DroppedRecord | null,
  version: string | null,
  dropped: readonly Capability[],
): DroppedRecord {
  const before = droppedAt(record, version);
  const added = dropped.filter((capability) => !before.includes(capability));
  return { version, dropped: [...before, ...added] };
}

/**
 * The server's release as it names it, to key what it drops: the instance's version string whole
 * ("4.0.0 (not true; really snac/2.75)": snac's Mastodon version never changes), else node info's.
 */
export function serverRelease(
  instanceVersion: string | null | undefined,
  nodeInfo: { name: string; version: string } | null | undefined,
): string | null {
  const version = instanceVersion?.trim();
  if (version) return version;
  return nodeInfo ? `${nodeInfo.name}/${nodeInfo.version}` : null;
}
