import { expect, test } from 'vitest';
import { arrowStep, directionOf } from './text-direction';

test.each([
  ['ar', 'rtl'],
  ['fa', 'rtl'],
  ['he-IL', 'rtl'],
  ['en', 'ltr'],
  ['ja', 'ltr'],
  ['kab', 'ltr'],
])('%s is written %s', (locale, direction) => {
  expect(directionOf(locale)).toBe(direction);
});

test('ArrowRight goes forward left to right, back right to left', () => {
  expect(arrowStep('ArrowRight', 'ltr')).toBe(1);
  expect(arrowStep('ArrowLeft', 'ltr')).toBe(-1);
  expect(arrowStep('ArrowRight', 'rtl')).toBe(-1);
  expect(arrowStep('ArrowLeft', 'rtl')).toBe(1);
  expect(arrowStep('ArrowUp', 'rtl')).toBe(0);
});
