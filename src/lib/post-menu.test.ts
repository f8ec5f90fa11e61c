import { describe, expect, test } from 'vitest';
import { durationParts, postMenuEntries, type PostMenuInput } from './post-menu';
import { makeAccount } from './status-fixture';

const ME = '1';
const relationship = {
  following: false,
  requested: false,
  blocking: false,
  blockedBy: false,
  muting: false,
};

function input(overrides: Partial<PostMenuInput> = {}, post: Partial<PostMenuInput['post']> = {}) {
  return {
    post: {
      visibility: 'public',
      account: makeAccount({ id: '2' }),
      mentions: [],
      pinned: false,
      muted: false,
      reblogged: false,
      ...post,
    },
    viewerId: ME,
    hasOriginalPage: true,
    quotable: false,
    edit: true,
    boostVisibility: true,
    pins: true,
    conversationMutes: true,
    relationship,
    ...overrides,
  } as PostMenuInput;
}

const own = { account: makeAccount({ id: ME }) };

describe('postMenuEntries', () => {
  test('an own post: boost choices, pin, mute conversation, edit, delete; nothing about its author', () => {
    expect(postMenuEntries(input({}, own))).toEqual([
      'copy-link',
      'open-original',
      'boost-unlisted',
      'boost-private',
      'pin',
      'mute-conversation',
      'edit',
      'delete-and-redraft',
      'delete',
    ]);
  });

  test('Quote where the post may be quoted (explained when the reader cannot act); Edit where the server edits', () => {
    expect(postMenuEntries(input({ quotable: true }))).toContain('quote');
    expect(postMenuEntries(input({ quotable: true, viewerId: null }))).toContain('quote');
    expect(postMenuEntries(input({ quotable: false }))).not.toContain('quote');
    expect(postMenuEntries(input({ edit: false }, own))).not.toContain('edit');
    expect(postMenuEntries(input({}))).not.toContain('edit');
  });

  test('a pinned, muted own post offers unpin and unmute', () => {
    const entries = postMenuEntries(input({}, { ...own, pinned: true, muted: true }));
    expect(entries).toContain('unpin');
    expect(entries).toContain('unmute-conversation');
    expect(entries).not.toContain('pin');
  });

  test('own direct posts cannot be pinned; private ones can', () => {
    expect(postMenuEntries(input({}, { ...own, visibility: 'direct' }))).not.toContain('pin');
    expect(postMenuEntries(input({}, { ...own, visibility: 'private' }))).toContain('pin');
  });

  test("someone else's post: follow, mute and block its author, report; no pin or delete", () => {
    expect(postMenuEntries(input())).toEqual([
      'copy-link',
      'open-original',
      'boost-unlisted',
      'boost-private',
      'follow',
      'mute-author',
      'block-author',
      'report',
    ]);
  });

  test('the author entries follow the relationship', () => {
    const entries = (rel: Partial<typeof relationship>) =>
      postMenuEntries(input({ relationship: { ...relationship, ...rel } }));
    expect(entries({ following: true })).toContain('unfollow');
    expect(entries({ requested: true })).toContain('cancel-follow-request');
    expect(entries({ muting: true })).toContain('unmute-author');
    const blocked = entries({ blocking: true });
    expect(blocked).toContain('unblock-author');
    expect(blocked).not.toContain('follow');
    // Until the relationship is known only Report is offered about the author.
    expect(postMenuEntries(input({ relationship: undefined }))).toEqual([
      'copy-link',
      'open-original',
      'boost-unlisted',
      'boost-private',
      'report',
    ]);
  });

  test('mute conversation only where the reader takes part, or to undo a mute', () => {
    expect(postMenuEntries(input())).not.toContain('mute-conversation');
    const mentioning = { mentions: [{ id: ME, username: 'me', acct: 'me', url: '' }] };
    expect(postMenuEntries(input({}, mentioning))).toContain('mute-conversation');
    expect(postMenuEntries(input({}, { muted: true }))).toContain('unmute-conversation');
  });

  test('boost choices need the capability, a public or unlisted post, and no boost yet', () => {
    expect(postMenuEntries(input({ boostVisibility: false }))).not.toContain('boost-unlisted');
    expect(postMenuEntries(input({}, { visibility: 'private' }))).not.toContain('boost-unlisted');
    expect(postMenuEntries(input({}, { reblogged: true }))).not.toContain('boost-private');
    expect(postMenuEntries(input({}, { visibility: 'unlisted' }))).toContain('boost-private');
  });

  test('servers that showed they lack pins or conversation mutes are not offered them', () => {
    const entries = postMenuEntries(input({ pins: false, conversationMutes: false }, own));
    expect(entries).not.toContain('pin');
    expect(entries).not.toContain('mute-conversation');
  });

  test("'Filter this post' for others' posts where the server has v2 filters", () => {
    expect(postMenuEntries(input({ filters: true }))).toEqual([
      'copy-link',
      'open-original',
      'boost-unlisted',
      'boost-private',
      'filter-post',
      'follow',
      'mute-author',
      'block-author',
      'report',
    ]);
    expect(postMenuEntries(input({ filters: false }))).not.toContain('filter-post');
    expect(postMenuEntries(input({ filters: true }, own))).not.toContain('filter-post');
    expect(postMenuEntries(input({ filters: true, viewerId: null }))).not.toContain('filter-post');
  });

  test('a reader who cannot act here (logged out, another instance) is offered what explains why', () => {
    expect(postMenuEntries(input({ viewerId: null, hasOriginalPage: false }, own))).toEqual([
      'copy-link',
      'follow',
      'mute-author',
      'block-author',
      'report',
    ]);
  });
});

test('durationParts names a mute duration by its largest whole unit', () => {
  expect(durationParts(300)).toEqual({ value: 5, unit: 'minute' });
  expect(durationParts(21_600)).toEqual({ value: 6, unit: 'hour' });
  expect(durationParts(259_200)).toEqual({ value: 3, unit: 'day' });
  expect(durationParts(5400)).toEqual({ value: 90, unit: 'minute' });
});
