import { expect, test } from 'vitest';
import { showsAccountRow } from './kinds';

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
