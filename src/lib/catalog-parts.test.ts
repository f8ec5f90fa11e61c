import { describe, expect, test } from 'vitest';
import { splitCatalog } from './catalog-parts';

const firstFiles = new Set([
  'src/main.tsx',
  'src/app/Shell.tsx',
  'src/features/timeline/HomePage.tsx',
]);

describe('splitCatalog', () => {
  test.each([
    { origins: ['src/app/Shell.tsx'], part: 'first', why: 'used by a first-screen module' },
    {
      origins: ['src/features/lists/ListsPage.tsx', 'src/features/timeline/HomePage.tsx'],
      part: 'first',
      why: 'used by a first-screen module and another',
    },
    {
      origins: ['src/features/lists/ListsPage.tsx'],
      part: 'rest',
      why: 'used only by a lazily loaded screen',
    },
    { origins: [], part: 'rest', why: 'used by no file' },
    {
      origins: ['src/app/Shell.test.tsx'],
      part: 'rest',
      why: 'a file beside a first-screen module is not that module',
    },
  ])('a message $why is in $part', ({ origins, part }) => {
    const parts = splitCatalog(firstFiles, [['id', origins]]);
    expect(parts).toEqual(
      part === 'first' ? { first: ['id'], rest: [] } : { first: [], rest: ['id'] },
    );
  });

  test('every message is in exactly one part, in catalog order', () => {
    const parts = splitCatalog(firstFiles, [
      ['a', ['src/main.tsx']],
      ['b', ['src/features/search/SearchPage.tsx']],
      ['c', ['src/app/Shell.tsx']],
      ['d', []],
    ]);
    expect(parts).toEqual({ first: ['a', 'c'], rest: ['b', 'd'] });
  });
});
