import { expect, test } from 'vitest';
import { answeredRelationship, followButtonState, relationshipBadges } from './relationship';

const none = {
  following: false,
  followedBy: false,
  requested: false,
  blocking: false,
  blockedBy: false,
  muting: false,
  domainBlocking: false,
};

test.each([
  [{}, [], 'follow'],
  [{ followedBy: true }, ['follows-you'], 'follow'],
  [{ following: true, followedBy: true }, ['follows-you', 'following'], 'unfollow'],
  [{ requested: true }, ['requested'], 'cancel-request'],
  [{ blocking: true }, ['blocking'], null],
  [{ blockedBy: true, following: true }, ['following', 'blocked-by'], null],
  [{ muting: true, following: true }, ['following', 'muting'], 'unfollow'],
  [{ domainBlocking: true }, ['domain-blocking'], 'follow'],
] as const)('%j → badges %j, button %s', (overrides, badges, button) => {
  const relationship = { ...none, ...overrides };
  expect(relationshipBadges(relationship)).toEqual(badges);
  expect(followButtonState(relationship)).toBe(button);
});

test.each([
  ['authorize', { requestedBy: false, followedBy: true }],
  ['reject', { requestedBy: false, followedBy: false }],
] as const)('answering a follow request with %s', (answer, expected) => {
  expect(answeredRelationship({ requestedBy: true, followedBy: false, note: 'x' }, answer)).toEqual(
    {
      ...expected,
      note: 'x',
    },
  );
});
