import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { draftSlotOf } from '../lib/compose/compose-target';
import type { ComposerState, KeptDraft } from '../lib/compose/composer';
import { keepMediaFiles, removeMediaFiles, restoreMediaFiles } from './draft-media';

/** A draft as kept: what was written (never its sending state), and when. */
export interface StoredDraft {
  state: KeptDraft;
  savedAt: number;
}

let database: UseStore | undefined;
/** Drafts live in IndexedDB, so a crash, a reload or a closed tab never loses them. */
function drafts(): UseStore {
  database ??= createStore('petrel-drafts', 'drafts');
  return database;
}

/** One draft per account and slot: a new post (`new`) or a reply (`reply:{id}`). */
function draftKey(scopeKey: string, slot: string): string {
  return `${scopeKey}|${slot}`;
}

/** The slot of a new post, or of a reply to a post. */
export function draftSlot(replyToId: string | undefined): string {
  return draftSlotOf({ replyTo: replyToId });
}

export async function loadDraft(scopeKey: string, slot: string): Promise<StoredDraft | undefined> {
  try {
    const draft = await get<StoredDraft>(draftKey(scopeKey, slot), drafts());
    if (!draft) return undefined;
    const media = await restoreMediaFiles(scopeKey, slot, draft.state.media);
    return media ? { ...draft, state: { ...draft.state, media } } : draft;
  } catch {
    return undefined;
  }
}

export async function saveDraft(
  scopeKey: string,
  slot: string,
  { send: _send, ...state }: ComposerState,
  now = Date.now(),
): Promise<void> {
  // Both writes start at once, so drafts are written in the order they were saved.
  const { media, written } = keepMediaFiles(scopeKey, slot, state.media ?? []);
  await Promise.all([
    set(
      draftKey(scopeKey, slot),
      { state: { ...state, media }, savedAt: now } satisfies StoredDraft,
      drafts(),
    ),
    written,
  ]);
}

export async function removeDraft(scopeKey: string, slot: string): Promise<void> {
  await Promise.all([del(draftKey(scopeKey, slot), drafts()), removeMediaFiles(scopeKey, slot)]);
}

/** Every draft of an account (when it is removed). */
export async function removeDraftsOf(scopeKey: string): Promise<void> {
  const all = await entries<string, StoredDraft>(drafts());
  await Promise.all([
    ...all.filter(([key]) => key.startsWith(`${scopeKey}|`)).map(([key]) => del(key, drafts())),
    removeMediaFiles(scopeKey),
  ]);
}

export interface DraftEntry extends StoredDraft {
  slot: string;
}

/** An account's drafts, the most recently changed first. */
export async function listDrafts(scopeKey: string): Promise<DraftEntry[]> {
  const all = await entries<string, StoredDraft>(drafts());
  const prefix = `${scopeKey}|`;
  return all
    .filter(([key]) => key.startsWith(prefix))
    .map(([key, draft]) => ({ ...draft, slot: key.slice(prefix.length) }))
    .sort((a, b) => b.savedAt - a.savedAt);
}
