import { expect, test } from 'vitest';
import { sparklinePoints, tagUsage } from './tag-history';

const day = (day: number, uses: string, accounts: string) => ({
  day: String(day),
  uses,
  accounts,
});

test.each([
  { name: 'no history', history: undefined, expected: { daily: [], uses: 0, accounts: 0 } },
  {
    name: 'newest-first days are put oldest first',
    history: [day(300, '5', '2'), day(200, '3', '1'), day(100, '0', '0')],
    expected: { daily: [0, 3, 5], uses: 8, accounts: 3 },
  },
  {
    name: 'bad counts count as zero',
    history: [day(200, 'x', '-1'), day(100, '2', '1')],
    expected: { daily: [2, 0], uses: 2, accounts: 1 },
  },
])('tagUsage: $name', ({ history, expected }) => {
  expect(tagUsage(history)).toEqual(expected);
});

test.each([
  { values: [], expected: '' },
  { values: [4], expected: '0,0' },
  { values: [0, 5, 10], expected: '0,20 50,10 100,0' },
  { values: [0, 0], expected: '0,20 100,20' },
])('sparklinePoints($values)', ({ values, expected }) => {
  expect(sparklinePoints(values, 100, 20)).toBe(expected);
});
