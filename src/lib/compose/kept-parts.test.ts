import type { mastodon } from 'masto';
import { describe, expect, test } from 'vitest';
import { createDraft, type ComposerState } from './composer';
import {
  droppedAt,
  droppedCapabilities,
  parseDroppedRecord,
  serverRelease,
  withDropped,
} from '../dropped-parts';
import { lostParts, type PartLoss } from './kept-parts';
import { readyImage } from '../../test/fixtures';

const NOW = Date.parse('2026-11-28T12:00:00.000Z');
const LATER = '2026-11-28T14:00:00.000Z';

const draft = (changes: Partial<ComposerState> = {}): ComposerState => ({
  ...createDraft({ idempotencyKey: 'k', language: 'en' }),
  text: 'Hello',
  ...changes,
});

const poll = (options: string[]) => ({
  options,
  expiresIn: 3600,
  multiple: false,
  hideTotals: false,
});

/** A post as masto hands it over (camelCased), with what a Mastodon server answers. */
const post = (fields: Record<string, unknown> = {}) =>
  ({
    id: '9',
    content: '<p>Hello</p>',
    spoilerText: '',
    sensitive: false,
    visibility: 'public',
    language: 'en',
    mediaAttachments: [],
    poll: null,
    quote: null,
    ...fields,
  }) as unknown as mastodon.v1.Status;

const scheduled = (params: Record<string, unknown>, fields: Record<string, unknown> = {}) =>
  ({
    id: '5',
    scheduledAt: LATER,
    params: { text: 'Hello', visibility: 'public', ...params },
    mediaAttachments: [],
    ...fields,
  }) as unknown as mastodon.v1.ScheduledStatus;

const tea = ['Tea', 'Coffee'];
const kept = (description: string | null, id = 'm1') => ({ id, type: 'image', description });

test.each<[string, ComposerState, mastodon.v1.Status | mastodon.v1.ScheduledStatus, PartLoss[]]>([
  ['everything kept', draft(), post(), []],
  ['text reformatted is no loss', draft({ text: 'a  b' }), post({ content: '<p>a b</p>' }), []],
  [
    'a poll kept',
    draft({ poll: poll(tea) }),
    post({ poll: { options: [{ title: 'Tea' }, { title: 'Coffee' }] } }),
    [],
  ],
  [
    'a poll dropped (null)',
    draft({ poll: poll([' Tea ', 'Coffee']) }),
    post(),
    [{ kind: 'poll', options: tea }],
  ],
  [
    'a poll dropped (no field)',
    draft({ poll: poll(tea) }),
    post({ poll: undefined }),
    [{ kind: 'poll', options: tea }],
  ],
  [
    'a poll with other choices',
    draft({ poll: poll(tea) }),
    post({ poll: { options: [{ title: 'Tea' }] } }),
    [{ kind: 'poll-options', sent: tea, kept: ['Tea'] }],
  ],
  [
    'a quote kept',
    draft({ quote: { id: '3', acct: 'bob' } }),
    post({ quote: { state: 'accepted' } }),
    [],
  ],
  [
    'a quote dropped (null)',
    draft({ quote: { id: '3', acct: 'bob' } }),
    post(),
    [{ kind: 'quote', quoteId: '3' }],
  ],
  [
    'a quote dropped (a server without quotes has no field)',
    draft({ quote: { id: '3', acct: 'bob' } }),
    post({ quote: undefined }),
    [{ kind: 'quote', quoteId: '3' }],
  ],
  [
    'media and their descriptions kept',
    draft({ media: [readyImage('m1', 'A cat')] }),
    post({ mediaAttachments: [kept('A cat')] }),
    [],
  ],
  [
    'one of two media dropped',
    draft({ media: [readyImage('m1', ''), readyImage('m2', '')] }),
    post({ mediaAttachments: [kept(null)] }),
    [{ kind: 'media', sent: 2, kept: 1 }],
  ],
  [
    'descriptions dropped, said by position (new ids matched in order)',
    draft({ media: [readyImage('m1', 'A cat'), readyImage('m2', ''), readyImage('m3', 'A dog')] }),
    post({ mediaAttachments: [kept(null, 'x'), kept(null, 'y'), kept('', 'z')] }),
    [{ kind: 'media-descriptions', positions: [1, 3] }],
  ],
  [
    'a server that does not say descriptions loses none',
    draft({ media: [readyImage('m1', 'A cat')] }),
    post({ mediaAttachments: [{ id: 'm1', type: 'image' }] }),
    [],
  ],
  [
    'content warning dropped',
    draft({ warning: true, spoilerText: ' Food ' }),
    post({ spoilerText: '' }),
    [{ kind: 'content-warning', sent: 'Food' }],
  ],
  [
    'a warning field shown but empty sends none',
    draft({ warning: true, spoilerText: ' ' }),
    post(),
    [],
  ],
  [
    'content warning not said',
    draft({ warning: true, spoilerText: 'Food' }),
    post({ spoilerText: undefined }),
    [],
  ],
  [
    'sensitive dropped from media',
    draft({ sensitive: true, media: [readyImage('m1', '')] }),
    post({ sensitive: false, mediaAttachments: [kept(null)] }),
    [{ kind: 'sensitive' }],
  ],
  [
    'sensitive without media is left to the server',
    draft({ sensitive: true }),
    post({ sensitive: false }),
    [],
  ],
  [
    'visibility changed',
    draft({ visibility: 'private' }),
    post({ visibility: 'public' }),
    [{ kind: 'visibility', sent: 'private', kept: 'public' }],
  ],
  [
    'unlisted published as public (snac2)',
    draft({ visibility: 'unlisted' }),
    post({ visibility: 'public' }),
    [{ kind: 'visibility', sent: 'unlisted', kept: 'public' }],
  ],
  [
    'direct answered as private is no change (snac2 keeps it for the mentioned only)',
    draft({ visibility: 'direct' }),
    post({ visibility: 'private' }),
    [],
  ],
  [
    'direct published to everyone',
    draft({ visibility: 'direct' }),
    post({ visibility: 'public' }),
    [{ kind: 'visibility', sent: 'direct', kept: 'public' }],
  ],
  ['visibility not said', draft({ visibility: 'private' }), post({ visibility: undefined }), []],
  ['language null when none was sent', draft({ language: null }), post({ language: null }), []],
  // A server that keeps no language answers none for every post: nothing to tell or recover.
  ['language null when one was sent', draft({ language: 'fr' }), post({ language: null }), []],
  ['language not said at all', draft({ language: 'fr' }), post({ language: undefined }), []],
  [
    'language with a region is the same',
    draft({ language: 'pt' }),
    post({ language: 'pt-BR' }),
    [],
  ],
  [
    'language changed',
    draft({ language: 'fr' }),
    post({ language: 'en' }),
    [{ kind: 'language', sent: 'fr', kept: 'en' }],
  ],
  ['scheduled and kept', draft({ scheduledAt: LATER }), scheduled({}), []],
  [
    'scheduled but published at once',
    draft({ scheduledAt: LATER }),
    post(),
    [{ kind: 'schedule', sent: LATER, kept: null }],
  ],
  [
    'a time already passed is published at once',
    draft({ scheduledAt: '2026-11-28T11:59:00.000Z' }),
    post(),
    [],
  ],
  [
    'scheduled at another time',
    draft({ scheduledAt: LATER }),
    scheduled({}, { scheduledAt: '2026-11-28T16:00:00.000Z' }),
    [{ kind: 'schedule', sent: LATER, kept: '2026-11-28T16:00:00.000Z' }],
  ],
  [
    'scheduled a few seconds off is kept',
    draft({ scheduledAt: LATER }),
    scheduled({}, { scheduledAt: '2026-11-28T14:00:30.000Z' }),
    [],
  ],
  [
    'scheduled without its poll',
    draft({ scheduledAt: LATER, poll: poll(tea) }),
    scheduled({ poll: null }),
    [{ kind: 'poll', options: tea }],
  ],
  [
    'scheduled with its poll',
    draft({ scheduledAt: LATER, poll: poll(tea) }),
    scheduled({ poll: { options: tea, expiresIn: '3600' } }),
    [],
  ],
  [
    'scheduled without its quote',
    draft({ scheduledAt: LATER, quote: { id: '3', acct: 'bob' } }),
    scheduled({ quotedStatusId: null }),
    [{ kind: 'quote', quoteId: '3' }],
  ],
  // Scheduled params that do not name quotes say nothing about them.
  [
    'scheduled params without quote fields',
    draft({ scheduledAt: LATER, quote: { id: '3', acct: 'bob' } }),
    scheduled({}),
    [],
  ],
  [
    'scheduled with visibility and language changed',
    draft({ scheduledAt: LATER, visibility: 'unlisted', language: 'de' }),
    scheduled({ visibility: 'public', language: 'en' }),
    [
      { kind: 'visibility', sent: 'unlisted', kept: 'public' },
      { kind: 'language', sent: 'de', kept: 'en' },
    ],
  ],
  [
    'several parts, in order',
    draft({ poll: poll(tea), visibility: 'unlisted', warning: true, spoilerText: 'cw' }),
    post({ spoilerText: '', visibility: 'public' }),
    [
      { kind: 'poll', options: tea },
      { kind: 'content-warning', sent: 'cw' },
      { kind: 'visibility', sent: 'unlisted', kept: 'public' },
    ],
  ],
])('%s', (_name, sent, answer, expected) => {
  expect(lostParts(sent, answer, NOW)).toEqual(expected);
});

test('a server whose answers do not say the language kept (snac2) changes none', () => {
  const answer = post({ language: 'en' });
  expect(lostParts(draft({ language: 'fr' }), answer, NOW, { language: false })).toEqual([]);
  expect(lostParts(draft({ language: 'fr' }), answer, NOW, { language: true })).toHaveLength(1);
});

test('a dropped poll or quote is a capability the server lacks; other losses are not', () => {
  expect(
    droppedCapabilities([
      { kind: 'poll', options: tea },
      { kind: 'visibility', sent: 'private', kept: 'public' },
      { kind: 'quote', quoteId: '3' },
      { kind: 'poll-options', sent: tea, kept: ['Tea'] },
    ]),
  ).toEqual(['polls', 'quotes']);
});

describe('dropped parts, remembered per server version', () => {
  test.each<[string, unknown, string | null, string[]]>([
    ['same version', { version: '2.75', dropped: ['polls'] }, '2.75', ['polls']],
    ['a newer version is tried again', { version: '2.75', dropped: ['polls'] }, '2.76', []],
    [
      'an unknown version matches only unknown',
      { version: null, dropped: ['quotes'] },
      null,
      ['quotes'],
    ],
    ['nothing stored', null, '2.75', []],
    ['a damaged record reads as none', { version: 1, dropped: 'polls' }, '2.75', []],
    ['an unknown part reads as none', { version: '2.75', dropped: ['trends'] }, '2.75', []],
  ])('%s', (_name, stored, version, expected) => {
    expect(droppedAt(parseDroppedRecord(stored), version)).toEqual(expected);
  });

  test('marks add up within a version, and start again with another', () => {
    const first = withDropped(null, '2.75', ['polls']);
    expect(withDropped(first, '2.75', ['quotes', 'polls'])).toEqual({
      version: '2.75',
      dropped: ['polls', 'quotes'],
    });
    expect(withDropped(first, '2.76', ['quotes'])).toEqual({
      version: '2.76',
      dropped: ['quotes'],
    });
  });
});

test.each<[string | undefined, { name: string; version: string } | null, string | null]>([
  ['4.0.0 (not true; really snac/2.75)', null, '4.0.0 (not true; really snac/2.75)'],
  [' ', { name: 'gotosocial', version: '0.19.1' }, 'gotosocial/0.19.1'],
  [undefined, null, null],
])('the release of %j and %j is %j', (version, nodeInfo, expected) => {
  expect(serverRelease(version, nodeInfo)).toBe(expected);
});
