/**
 * How the build groups the first screen's code into few files (vite.config.ts): left to itself,
 * the bundler gives every module that a lazy screen shares with the first screen a file of its
 * own, so the first screen loaded some forty small files, each compressed apart and each with its
 * own imports and exports. Grouped, the same code is fewer bytes.
 *
 * - `app`: what the entry loads statically (the shell, the router, the session), which every
 *   screen needs; the entry module itself stays the entry file.
 * - `first-screen`: what the first screens' routes add to it (the timeline, the post card).
 * - `navigation`: what the navigation of either width (lazy, drawn before the first post) adds.
 *
 * Modules only other screens load are left to the bundler's own splitting. The icon set's index
 * imports every icon, so it is not followed: a module loads the icons it names (`withNamedIcons`),
 * or the graph would say the first screen loads them all and every screen's icons would come first.
 */

/** The modules a module imports statically, as the bundler sees them. */
export type StaticImports = (id: string) => readonly string[];

export type FirstScreenChunk = 'app' | 'first-screen' | 'navigation';

const ICON_INDEX = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const ICON_PACKAGE = 'lucide-react';

/** The icon set's index (see above). */
function isIconIndex(id: string): boolean {
  return ICON_INDEX.test(id);
}

/**
 * The module of each name the icon index exports, from its lines such as
 * `export { default as Heart, default as HeartIcon } from './icons/heart.mjs'`.
 */
export function iconModulesByName(indexCode: string, indexId: string): Map<string, string> {
  const folder = indexId.slice(0, indexId.length - 'lucide-react.mjs'.length);
  const modules = new Map<string, string>();
  for (const [, names, path] of indexCode.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*['"](\.\/[^'"]+)['"]/g,
  )) {
    for (const name of names.split(',')) {
      const exported = /\bas\s+(\w+)/.exec(name)?.[1];
      if (exported) modules.set(exported, folder + path.slice(2));
    }
  }
  return modules;
}

/** The names a module's code imports from `source` (`import { A, B as C } from 'source'`). */
export function namedImports(code: string, source: string): string[] {
  const names: string[] = [];
  for (const [, list, from] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    if (from !== source) continue;
    for (const part of list.split(',')) {
      if (/^\s*type\s/.test(part)) continue;
      const name = /^\s*(\w+)/.exec(part)?.[1];
      if (name) names.push(name);
    }
  }
  return names;
}

/**
 * `importsOf` with the icon index replaced by the icons each module names from it. A module whose
 * code is not at hand names none (its icons are left to the bundler).
 */
export function withNamedIcons(
  importsOf: StaticImports,
  codeOf: (id: string) => string | null | undefined,
): StaticImports {
  let icons: Map<string, string> | undefined;
  return (id) =>
    importsOf(id).flatMap((imported) => {
      if (!isIconIndex(imported)) return [imported];
      icons ??= iconModulesByName(codeOf(imported) ?? '', imported);
      const named = namedImports(codeOf(id) ?? '', ICON_PACKAGE);
      return named.flatMap((name) => icons?.get(name) ?? []);
    });
}

/** Every module `roots` load before any dynamic import, the roots included. */
export function staticReach(importsOf: StaticImports, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...importsOf(id));
  }
  return seen;
}

/**
 * The group of each module the first screen loads. The entry, the routes and the lazy parts drawn
 * (`drawn`) stay files of their own: the page loads the entry, and each of the others is loaded by
 * its own dynamic import.
 */
export function firstScreenChunks(
  importsOf: StaticImports,
  entry: string,
  routes: readonly string[],
  drawn: readonly string[] = [],
): Map<string, FirstScreenChunk> {
  const chunks = new Map<string, FirstScreenChunk>();
  const app = staticReach(importsOf, [entry]);
  const first = staticReach(importsOf, routes);
  const own = new Set([entry, ...routes, ...drawn]);
  // Each group takes its modules from the one before: the entry's are the app's, whoever else
  // loads them.
  for (const id of staticReach(importsOf, drawn)) if (!own.has(id)) chunks.set(id, 'navigation');
  for (const id of first) if (!own.has(id)) chunks.set(id, 'first-screen');
  for (const id of app) if (id !== entry) chunks.set(id, 'app');
  return chunks;
}
