import { createStore, delMany, getMany, keys, setMany, type UseStore } from 'idb-keyval';
import type { MediaItem } from '../lib/compose/media-draft';

let database: UseStore | undefined;
/**
 * The files of drafts' media, each stored once under its own key: a draft is saved at every
 * keystroke, and writing a large Blob with each save would copy it every time.
 */
function files(): UseStore {
  database ??= createStore('petrel-draft-media', 'files');
  return database;
}

const fileKey = (prefix: string, itemKey: string) => `${prefix}${itemKey}`;
const draftPrefix = (scopeKey: string, slot: string) => `${scopeKey}|${slot}|`;

/**
 * Files already stored, with the key they are stored under; any removal of files makes every
 * file be written again at its next save (`generation`), so none is ever taken as kept wrongly.
 */
const stored = new WeakMap<Blob, { key: string; generation: number }>();
let generation = 0;
const isStored = (file: Blob, key: string) => {
  const entry = stored.get(file);
  return entry?.key === key && entry.generation === generation;
};

/**
 * Stores the files not stored yet and gives the media as a draft keeps them (without files).
 * `written` settles once the files are stored.
 */
export function keepMediaFiles(
  scopeKey: string,
  slot: string,
  media: readonly MediaItem[],
): { media: MediaItem[]; written: Promise<void> } {
  const prefix = draftPrefix(scopeKey, slot);
  const fresh: [string, Blob][] = [];
  for (const item of media) {
    const key = fileKey(prefix, item.key);
    if (!item.file || isStored(item.file, key)) continue;
    stored.set(item.file, { key, generation });
    fresh.push([key, item.file]);
  }
  const written =
    fresh.length === 0
      ? Promise.resolve()
      : setMany(fresh, files()).catch((error: unknown) => {
          for (const [, file] of fresh) stored.delete(file);
          throw error;
        });
  return { media: media.map((item) => ({ ...item, file: null })), written };
}

/** The draft's media with their files back; files no item refers to any more are let go of. */
export async function restoreMediaFiles(
  scopeKey: string,
  slot: string,
  media: readonly MediaItem[] | undefined,
): Promise<MediaItem[] | undefined> {
  const prefix = draftPrefix(scopeKey, slot);
  const wanted = (media ?? []).map((item) => fileKey(prefix, item.key));
  const [found, all] = await Promise.all([
    getMany<Blob | undefined>(wanted, files()),
    keys<string>(files()),
  ]);
  const orphans = all.filter((key) => key.startsWith(prefix) && !wanted.includes(key));
  if (orphans.length > 0) await delMany(orphans, files());
  return media?.map((item, index) => {
    const file = found[index];
    if (file) stored.set(file, { key: wanted[index], generation });
    return file ? { ...item, file } : item;
  });
}

/** Lets go of the files of one draft (`slot` given) or of every draft of an account. */
export async function removeMediaFiles(scopeKey: string, slot?: string): Promise<void> {
  const prefix = slot === undefined ? `${scopeKey}|` : draftPrefix(scopeKey, slot);
  generation += 1;
  const all = await keys<string>(files());
  const gone = all.filter((key) => key.startsWith(prefix));
  if (gone.length > 0) await delMany(gone, files());
}
