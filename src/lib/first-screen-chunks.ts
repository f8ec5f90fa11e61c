/**
 * How the build groups the first screen's code into few files (vite.config.ts): left to itself,
 * the bundler gives every module that a lazy screen shares with the first screen a file of its
 * own, so the first screen loaded some forty small files, each compressed apart and each with its
 * own imports and exports. Grouped, the same code is fewer bytes.
 *
 * - `app`: what the entry loads statically (the shell, the router, the session), which every
 *   screen needs; the entry module itself stays the entry file.
 * - `first-screen`: what the first screens' routes add to it (the timeline, the post card).
 *
 * Modules only other screens load are left to the bundler's own splitting, and so is the icon
 * set: its index imports every icon, so the graph says the first screen loads them all, while the
 * bundle keeps only the icons used. Grouped, the icons of every other screen would come first.
 */

/** The modules a module imports statically, as the bundler sees them. */
export type StaticImports = (id: string) => readonly string[];

export type FirstScreenChunk = 'app' | 'first-screen';

const ICON_SET = /[\\/]node_modules[\\/]lucide-react[\\/]/;

/** Whether the grouping leaves a module where the bundler puts it (see above). */
export function leftToBundler(id: string): boolean {
  return ICON_SET.test(id);
}

/**
 * Every module `roots` load before any dynamic import, the roots included; modules left to the
 * bundler are neither counted nor followed.
 */
export function staticReach(importsOf: StaticImports, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || leftToBundler(id)) continue;
    seen.add(id);
    pending.push(...importsOf(id));
  }
  return seen;
}

/**
 * The group of each module the first screen loads. The entry and the routes stay files of their
 * own: the page loads the entry, and each route is loaded by its own dynamic import.
 */
export function firstScreenChunks(
  importsOf: StaticImports,
  entry: string,
  routes: readonly string[],
): Map<string, FirstScreenChunk> {
  const chunks = new Map<string, FirstScreenChunk>();
  const app = staticReach(importsOf, [entry]);
  for (const id of staticReach(importsOf, routes)) {
    if (!app.has(id) && !routes.includes(id)) chunks.set(id, 'first-screen');
  }
  for (const id of app) if (id !== entry) chunks.set(id, 'app');
  return chunks;
}
