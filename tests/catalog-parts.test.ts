// @vitest-environment node
import { expect, test } from 'vitest';
import { staticClosure } from '../scripts/catalog-parts';
import { FIRST_SCREEN_ENTRIES } from '../src/lib/catalog-parts';

const root = new URL('..', import.meta.url).pathname;
const firstFiles = staticClosure(root, FIRST_SCREEN_ENTRIES);

test.each([
  'src/main.tsx',
  'src/app/App.tsx',
  'src/app/Shell.tsx',
  'src/app/routes.ts',
  'src/features/timeline/HomePage.tsx',
  'src/features/timeline/PublicTimelinePage.tsx',
])('the first screen loads %s', (file) => {
  expect(firstFiles).toContain(file);
});

// Reached only through import(): their messages wait for the rest of the catalog.
test.each([
  'src/features/settings/SettingsPage.tsx',
  'src/features/notifications/NotificationsPage.tsx',
  'src/features/compose/ComposerDialog.tsx',
])('the first screen does not load %s', (file) => {
  expect(firstFiles).not.toContain(file);
});
