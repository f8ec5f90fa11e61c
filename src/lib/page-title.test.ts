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

test('unread notifications lead the title', () => {
  expect(pageTitle('Home', 'Petrel', 3)).toBe('(3) Home - Petrel');
  expect(pageTitle('Home', 'Petrel', 0)).toBe('Home - Petrel');
});
