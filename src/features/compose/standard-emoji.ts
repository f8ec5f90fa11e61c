import type { StandardEmoji } from '../../lib/compose/emoji-picker';

let loading: Promise<StandardEmoji[]> | undefined;

/**
 * Unicode's emoji with their English names and keywords (emojibase's data), fetched on demand:
 * the data is larger than the rest of the composer and only the picker needs it.
 */
export function loadStandardEmoji(): Promise<StandardEmoji[]> {
  loading ??= import('emojibase-data/en/compact.json').then(
    ({ default: data }) =>
      (data as unknown as StandardEmoji[]).map(({ unicode, label, group, tags }) => ({
        unicode,
        label,
        group,
        tags,
      })),
    (error: unknown) => {
      // Fetched again the next time the picker opens (the connection may be back).
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
