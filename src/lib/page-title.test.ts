import { expect, test } from 'vitest';
import { pageTitle } from './page-title';

test.each([
  ['Home', 'Petrel', 'Home - Petrel'],
  ['Settings', 'My Client', 'Settings - My Client'],
  ['', 'Petrel', 'Petrel'],
  [null, 'Petrel', 'Petrel'],
])('pageTitle(%j, %j) is %j', (screen, client, expected) => {
  expect(pageTitle(screen, client)).toBe(expected);
});
