import { describe, expect, test } from 'vitest';
import {
  BUDGETS_KB,
  budgetFigures,
  overBudget,
  staticClosure,
  type BuildManifest,
} from '../scripts/bundle-budget';

const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index.js',
    imports: ['_shared.js'],
    css: ['assets/index.css'],
    // Loaded when used: never part of the first screen.
    dynamicImports: ['src/features/compose/ComposerDialog.tsx'],
  } as BuildManifest[string],
  '_shared.js': { file: 'assets/shared.js' },
  'src/features/timeline/HomePage.tsx': {
    file: 'assets/HomePage.js',
    imports: ['index.html', '_shared.js', '_feed.js'],
  },
  '_feed.js': { file: 'assets/feed.js', css: ['assets/feed.css'] },
  'src/features/timeline/PublicTimelinePage.tsx': {
    file: 'assets/PublicTimelinePage.js',
    imports: ['index.html'],
  },
  'locales/en.po?part=first': { file: 'assets/en.js' },
  'src/features/compose/ComposerDialog.tsx': { file: 'assets/ComposerDialog.js' },
};

/** Each script weighs 10 KB (the composer 100 KB), each stylesheet 1 KB. */
const weigh = (files: string[]) =>
  files.reduce(
    (sum, file) => sum + (file.endsWith('.css') ? 1 : file.includes('Composer') ? 100 : 10),
    0,
  );

describe('staticClosure', () => {
  test('follows static imports only, each file once', () => {
    expect(staticClosure(manifest, ['src/features/timeline/HomePage.tsx'])).toEqual({
      js: ['assets/HomePage.js', 'assets/index.js', 'assets/shared.js', 'assets/feed.js'],
      css: ['assets/index.css', 'assets/feed.css'],
    });
  });

  test('a root the manifest lacks is an error, not an empty set', () => {
    expect(() => staticClosure(manifest, ['src/Missing.tsx'])).toThrow(/no entry src\/Missing/);
  });
});

describe('budgetFigures', () => {
  test('measures the entry, the larger first route with the catalog, and its CSS', () => {
    const figures = budgetFigures(manifest, weigh);
    expect(figures.map(({ kb, files }) => [kb, files])).toEqual([
      [20, 2],
      [50, 5],
      [2, 2],
    ]);
    expect(overBudget(figures)).toEqual([]);
  });

  test('a first screen that outgrows its budget is reported', () => {
    const heavy = (files: string[]) => weigh(files) * (BUDGETS_KB.firstScreenJs / 40);
    const over = overBudget(budgetFigures(manifest, heavy)).map((figure) => figure.name);
    expect(over).toContain('JS of the first screen (entry, route, catalog)');
  });
});
