/**
 * What the first screen of a build loads, from Vite's build manifest: the entry with its static
 * imports, plus each first screen's route chunk with its static imports and the source locale's
 * catalog. Dynamic imports below a route (dialogs, the composer, other screens) are not followed:
 * they load when used.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The manifest keys the first screen starts from. */
export const FIRST_SCREEN_ROOTS = {
  entry: 'index.html',
  routes: ['src/features/timeline/HomePage.tsx', 'src/features/timeline/PublicTimelinePage.tsx'],
  catalog: 'locales/en.po?part=first',
} as const;

/** Budgets in KB, gzip-compressed: a change that grows past one is seen in `npm test`. */
export const BUDGETS_KB = {
  // 121.8 KB once server HTML was sanitised without DOMPurify (136.5 before).
  initialJs: 122.5,
  // 160.0 KB in 6 files: the first screen's modules grouped into few files (vite.config.ts) and
  // DOMPurify gone (183.4 KB in 38 files before, 180.3 before the icon set and Home's notices);
  // 160.5 KB with Home's page above the saved post asked for with the first.
  firstScreenJs: 161,
  firstScreenCss: 6.5,
} as const;

export interface FileSet {
  js: string[];
  css: string[];
}

/** The JS and CSS files of `roots` and everything they import statically, each file once. */
export function staticClosure(manifest: BuildManifest, roots: readonly string[]): FileSet {
  const seen = new Set<string>();
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no entry ${key}`);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return { js: [...js], css: [...css] };
}

export interface BudgetFigure {
  name: string;
  kb: number;
  budgetKb: number;
  files: number;
}

/** The three figures of a build: initial JS, the first screen's JS (the larger route) and CSS. */
export function budgetFigures(
  manifest: BuildManifest,
  gzipKb: (files: string[]) => number,
): BudgetFigure[] {
  const { entry, routes, catalog } = FIRST_SCREEN_ROOTS;
  const figure = (name: string, files: string[], budgetKb: number): BudgetFigure => ({
    name,
    kb: gzipKb(files),
    budgetKb,
    files: files.length,
  });
  const initial = staticClosure(manifest, [entry]);
  const screens = routes.map((route) => staticClosure(manifest, [entry, route, catalog]));
  const largest = (pick: (set: FileSet) => string[]) =>
    screens.map(pick).reduce((a, b) => (gzipKb(b) > gzipKb(a) ? b : a));
  return [
    figure('initial JS', initial.js, BUDGETS_KB.initialJs),
    figure(
      'JS of the first screen (entry, route, catalog)',
      largest((set) => set.js),
      BUDGETS_KB.firstScreenJs,
    ),
    figure(
      'CSS of the first screen',
      largest((set) => set.css),
      BUDGETS_KB.firstScreenCss,
    ),
  ];
}

export function overBudget(figures: readonly BudgetFigure[]): BudgetFigure[] {
  return figures.filter((figure) => figure.kb > figure.budgetKb);
}

/** Reads a built folder's manifest and measures its files. */
export function measureBuild(outDir: string): BudgetFigure[] {
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as BuildManifest;
  const gzipKb = (files: string[]) =>
    files.reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, file))).length, 0) / 1024;
  return budgetFigures(manifest, gzipKb);
}
