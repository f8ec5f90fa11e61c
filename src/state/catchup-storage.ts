import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import type { mastodon } from 'masto';
import type { CatchupEnd } from '../lib/catchup-fetch';

type Status = mastodon.v1.Status;

/** How many catch-ups an account keeps on this device; older ones are dropped. */
export const KEPT_CATCHUPS = 5;
/** A catch-up as kept: when it was made, the range it covers, why it stopped, its posts. */
export interface SavedCatchup {
  id: string;
  /** When it was made (ms), also the end of its range. */
  createdAt: number;
  /** The start of its range (ms). */
  since: number;
  end: CatchupEnd;
  statuses: Status[];
}

export type CatchupSummary = Omit<SavedCatchup, 'statuses'> & { count: number };

let database: UseStore | undefined;
/** Catch-ups live in IndexedDB, so one can be read again after a reload. */
function catchups(): UseStore {
  database ??= createStore('petrel-catchups', 'catchups');
  return database;
}

const keyOf = (scopeKey: string, id: string) => `${scopeKey}|${id}`;

async function savedOf(scopeKey: string): Promise<[string, SavedCatchup][]> {
  const all = await entries<string, SavedCatchup>(catchups());
  return all
    .filter(([key]) => key.startsWith(`${scopeKey}|`))
    .sort(([, a], [, b]) => b.createdAt - a.createdAt);
}

/** An account's catch-ups, newest first (without their posts). */
export async function listCatchups(scopeKey: string): Promise<CatchupSummary[]> {
  return (await savedOf(scopeKey)).map(([, { statuses, ...summary }]) => ({
    ...summary,
    count: statuses.length,
  }));
}

export async function loadCatchup(scopeKey: string, id: string): Promise<SavedCatchup | null> {
  return (await get<SavedCatchup>(keyOf(scopeKey, id), catchups())) ?? null;
}

/** Keeps a catch-up and drops the account's oldest beyond KEPT_CATCHUPS. */
export async function saveCatchup(scopeKey: string, catchup: SavedCatchup): Promise<void> {
  await set(keyOf(scopeKey, catchup.id), catchup, catchups());
  const surplus = (await savedOf(scopeKey)).slice(KEPT_CATCHUPS);
  await Promise.all(surplus.map(([key]) => del(key, catchups())));
}

/** Every catch-up of an account (when it is removed). */
export async function removeCatchupsOf(scopeKey: string): Promise<void> {
  const all = await savedOf(scopeKey);
  await Promise.all(all.map(([key]) => del(key, catchups())));
}
