import { expect, test } from 'vitest';
import {
  composeTargetFromParams,
  composeTargetSearch,
  draftSlotOf,
  targetOfSlot,
} from './compose-target';

test('a compose target goes to search parameters and back, opaque ids untouched', () => {
  const target = { replyTo: '109/a+b', quote: 'AZx_9' };
  const search = composeTargetSearch(target);
  expect(search).toBe('?replyTo=109%2Fa%2Bb&quote=AZx_9');
  expect(composeTargetFromParams(new URLSearchParams(search))).toEqual(target);
});

test('a new post has no search and unknown or empty parameters are ignored', () => {
  expect(composeTargetSearch({})).toBe('');
  expect(composeTargetFromParams(new URLSearchParams('replyTo=&other=1&edit=7'))).toEqual({
    edit: '7',
  });
});

test('each target has its own draft slot, and a slot gives its target back', () => {
  const targets = [
    {},
    { replyTo: 'a:1' },
    { quote: 'q' },
    { edit: 'e' },
    { redraft: 'r' },
    { scheduled: 's' },
    { mention: 'mallory@birds.example' },
  ];
  const slots = targets.map(draftSlotOf);
  expect(new Set(slots).size).toBe(targets.length);
  expect(slots.map(targetOfSlot)).toEqual(targets);
  expect(targetOfSlot('unknown:1')).toEqual({});
});
