import { expect, test } from 'vitest';
import { isLanguageListed } from './language-listing';

test.each([
  ['en', 0, true],
  ['de', 100, true],
  ['de', 50, true],
  ['de', 49, false],
  ['fr', 0, false],
  ['ja', 43, true],
  ['he', 22, true],
  ['ja', 0, true],
])('%s at %i%% listed: %s', (code, completion, listed) => {
  expect(isLanguageListed(code, completion)).toBe(listed);
});
