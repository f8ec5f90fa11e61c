/**
 * What the service worker's install downloads: the app shell only (index.html, what it loads,
 * the web manifest and its icons). Route chunks, locale catalogs, the emoji data and fonts are
 * cached when first used (`cachesOnFirstUse` in sw-routing.ts), so a first visit on a phone does
 * not fetch every locale while the first post loads.
 *
 * The build config (vite.config.ts) filters the precache manifest with it.
 */

const LOADED_LINKS = new Set([
  'modulepreload',
  'stylesheet',
  'manifest',
  'icon',
  'apple-touch-icon',
]);
const BASE = 'https://app.invalid/';

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** A reference of index.html as a path relative to it (`./assets/a.js` → `assets/a.js`). */
function ownPath(ref: string): string | null {
  const url = new URL(ref, BASE);
  return url.origin === new URL(BASE).origin ? url.pathname.slice(1) : null;
}

/** The files index.html loads: its scripts, modulepreloads, stylesheets, icons and manifest. */
export function filesIndexLoads(indexHtml: string): string[] {
  const files: string[] = [];
  for (const [tag] of indexHtml.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    let ref: string | undefined;
    if (/^<script/i.test(tag)) ref = attribute(tag, 'src');
    else {
      const rels = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
      if (rels.some((rel) => LOADED_LINKS.has(rel))) ref = attribute(tag, 'href');
    }
    const path = ref === undefined || /^data:/i.test(ref) ? null : ownPath(ref);
    if (path && !files.includes(path)) files.push(path);
  }
  return files;
}

/**
 * The precache entries of the app shell: index.html, the files it loads and the web manifest's
 * icons (what an installed app shows before it runs). Entry URLs are relative to index.html.
 */
export function shellEntries<T extends { url: string }>(
  entries: readonly T[],
  shell: { indexHtml: string; manifestIcons: readonly string[] },
): T[] {
  const keep = new Set([
    'index.html',
    ...filesIndexLoads(shell.indexHtml),
    ...shell.manifestIcons.flatMap((src) => ownPath(src) ?? []),
  ]);
  return entries.filter((entry) => {
    const path = ownPath(entry.url);
    return path !== null && keep.has(path);
  });
}
