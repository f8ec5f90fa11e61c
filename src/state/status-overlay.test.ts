import { expect, test } from 'vitest';
import { makeBoost, makeStatus } from '../lib/status-fixture';
import {
  currentInteractions,
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

test('a copy of the post fetched after the change wins over the entry', () => {
  resetStatusOverlay();
  const acted = makeStatus({ id: '5', favouritesCount: 2 });
  const key = overlayKey('a.example', acted);
  patchOverlay('s', key, interactionStateOf(acted), { favourited: true, favouritesCount: 3 });
  // The copy that was acted on shows the change…
  expect(currentInteractions('s', key, acted)).toMatchObject({
    favourited: true,
    favouritesCount: 3,
  });
  // …and so does a boost of it, with replies always read from the post.
  const boost = makeBoost(makeStatus({ id: '5', favouritesCount: 2, repliesCount: 4 }));
  expect(currentInteractions('s', key, boost)).toMatchObject({
    favouritesCount: 3,
    repliesCount: 4,
  });
  // A later copy where someone else liked it too is newer than the entry.
  const later = makeStatus({ id: '5', favouritesCount: 4, favourited: true });
  expect(currentInteractions('s', key, later)).toMatchObject({ favouritesCount: 4 });
});

test('a server reply joins the copies the entry accounts for', () => {
  resetStatusOverlay();
  const acted = makeStatus({ id: '5' });
  const key = overlayKey('a.example', acted);
  const reply = interactionStateOf(makeStatus({ id: '5', bookmarked: true, reblogsCount: 7 }));
  patchOverlay('s', key, interactionStateOf(acted), { bookmarked: true }, reply);
  const refetched = makeStatus({ id: '5', bookmarked: true, reblogsCount: 7 });
  expect(currentInteractions('s', key, refetched).bookmarked).toBe(true);
});
