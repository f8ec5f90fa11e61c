import { expect, test } from 'vitest';
import { makeBoost, makeStatus } from '../lib/status-fixture';
import {
  interactionStateOf,
  overlayKey,
  patchOverlay,
  readOverlay,
  resetStatusOverlay,
} from './status-overlay';

test.each([
  ['a post', makeStatus({ id: '5' }), 'social.example/5'],
  ['a boost, keyed by the boosted post', makeBoost(makeStatus({ id: '5' })), 'social.example/5'],
])('%s', (_, status, key) => {
  expect(overlayKey('Social.Example', status)).toBe(key);
});

test('entries are per session scope and start from the post’s own state', () => {
  resetStatusOverlay();
  const status = makeStatus({ id: '5', favouritesCount: 2, favourited: false });
  const base = interactionStateOf(status);
  patchOverlay('a.example:1', 'a.example/5', base, { favourited: true, favouritesCount: 3 });
  expect(readOverlay('a.example:1', 'a.example/5')).toMatchObject({
    favourited: true,
    favouritesCount: 3,
    reblogsCount: 0,
  });
  expect(readOverlay('a.example:2', 'a.example/5')).toBeUndefined();
});
