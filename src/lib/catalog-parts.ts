/**
 * A locale's catalog comes in two parts: `first`, the messages of the modules the first screen
 * loads (what `src/main.tsx` and the first screens import, without dynamic imports), fetched
 * before the first render; and `rest`, every other message, fetched once the app has settled or
 * before any other screen shows (src/i18n/i18n.ts).
 *
 * The build (scripts/catalog-parts.ts) splits each catalog with this rule; the catalog's origins
 * (`#: src/…` in the .po files) say which files use each message.
 */

/** The modules whose static imports make the first screen: the app and its first screens. */
export const FIRST_SCREEN_ENTRIES = [
  'src/main.tsx',
  'src/features/timeline/HomePage.tsx',
  'src/features/timeline/PublicTimelinePage.tsx',
];

export type CatalogParts = { first: string[]; rest: string[] };

/**
 * The ids of the messages in each part: a message is in `first` when any file that uses it is in
 * `firstFiles` (paths relative to the project, as in the catalog's origins); a message no file
 * uses is in `rest`.
 */
export function splitCatalog(
  firstFiles: ReadonlySet<string>,
  originsById: Iterable<readonly [id: string, files: readonly string[]]>,
): CatalogParts {
  const parts: CatalogParts = { first: [], rest: [] };
  for (const [id, files] of originsById) {
    const needed = files.some((file) => firstFiles.has(file));
    (needed ? parts.first : parts.rest).push(id);
  }
  return parts;
}
