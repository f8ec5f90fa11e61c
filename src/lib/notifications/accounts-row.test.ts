import { expect, test } from 'vitest';
import { isCompactGroup, showsAccountRow } from './kinds';

test('a quote, a mention or a post shows its author once, in the post', () => {
  expect(showsAccountRow('quote')).toBe(false);
  expect(showsAccountRow('mention')).toBe(false);
  expect(showsAccountRow('status')).toBe(false);
});

test('likes, boosts and follows list who did it', () => {
  expect(showsAccountRow('favourite')).toBe(true);
  expect(showsAccountRow('reblog')).toBe(true);
  expect(showsAccountRow('follow')).toBe(true);
});

test('likes and boosts are compact rows; follows and mentions are not', () => {
  expect(isCompactGroup('favourite')).toBe(true);
  expect(isCompactGroup('reblog')).toBe(true);
  expect(isCompactGroup('follow')).toBe(false);
  expect(isCompactGroup('mention')).toBe(false);
});
