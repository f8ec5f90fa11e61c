// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import { readyImage } from '../../test/fixtures';
import { composerReducer, createDraft, type ComposerState } from './composer';
import {
  findScheduledPost,
  findSentPost,
  isSavedEdit,
  sentDraftOf,
  type PostLike,
  type SentDraft,
} from './sent-post-match';

const ATTEMPT = '2026-03-01T12:00:00.000Z';
const minutes = (n: number) => new Date(Date.parse(ATTEMPT) + n * 60_000).toISOString();

const TEXT = 'Seen a heron at the pond @bob@birds.example https://birds.example/heron';
const MASTODON_HTML =
  '<p>Seen a heron at the pond <span class="h-card" translate="no"><a href="https://birds.example/@bob" class="u-url mention">@<span>bob</span></a></span> ' +
  '<a href="https://birds.example/heron" target="_blank" rel="nofollow noopener"><span class="invisible">https://</span><span class="">birds.example/heron</span><span class="invisible"></span></a></p>';

const sent: SentDraft = {
  text: TEXT,
  spoilerText: '',
  mediaIds: [],
  inReplyToId: null,
  pollOptions: null,
  quoteId: null,
  scheduledAt: null,
};

const post = (fields: PostLike = {}): PostLike => ({
  createdAt: minutes(1),
  content: MASTODON_HTML,
  spoilerText: '',
  mediaAttachments: [],
  inReplyToId: null,
  poll: null,
  quote: null,
  reblog: null,
  ...fields,
});

const poll = (...titles: string[]) => ({ options: titles.map((title) => ({ title })) });

describe('findSentPost', () => {
  test.each<[string, PostLike, Partial<SentDraft>, boolean]>([
    ['the post as Mastodon renders it', post(), {}, true],
    [
      "snac's rendering, with its source text",
      post({
        content: 'Seen a heron at the pond @bob@birds.example https://birds.example/heron<br>',
        text: TEXT,
      }),
      {},
      true,
    ],
    [
      'paragraphs and line breaks',
      post({ content: '<p>one</p><p>two<br>three</p>' }),
      { text: 'one\n\ntwo\nthree' },
      true,
    ],
    [
      'formatting rendered from the source the server gives back',
      post({ content: '<p><strong>bold</strong> move</p>', text: '**bold** move' }),
      { text: '**bold** move' },
      true,
    ],
    ['a server clock a few minutes behind', post({ createdAt: minutes(-3) }), {}, true],
    [
      'warning, media (in another order), reply, poll and quote alike',
      post({
        spoilerText: 'birds',
        mediaAttachments: [{ id: 'm2' }, { id: 'm1' }],
        inReplyToId: 'r1',
        quote: { state: 'accepted', quotedStatus: { id: 'q1' } },
      }),
      { spoilerText: 'birds', mediaIds: ['m1', 'm2'], inReplyToId: 'r1', quoteId: 'q1' },
      true,
    ],
    [
      'a shallow quote of the same post, with its fallback line',
      post({
        content: `${MASTODON_HTML}<p class="quote-inline">RE: <a href="https://x.example/1">x.example/1</a></p>`,
        quote: { state: 'accepted', quotedStatusId: 'q1' },
      }),
      { quoteId: 'q1' },
      true,
    ],
    ['the same poll', post({ poll: poll('yes', 'no') }), { pollOptions: ['yes', 'no'] }, true],
    ['a server that dropped the quote', post(), { quoteId: 'q1' }, true],
    ['another text', post({ content: '<p>Seen a heron at the lake</p>' }), {}, false],
    ['the text cut short', post({ content: '<p>Seen a heron at the pond</p>' }), {}, false],
    ['same text, another reply target', post({ inReplyToId: 'r2' }), { inReplyToId: 'r1' }, false],
    ['same text, not a reply', post(), { inReplyToId: 'r1' }, false],
    ['same text, a reply the draft is not', post({ inReplyToId: 'r1' }), {}, false],
    [
      'same text, another poll',
      post({ poll: poll('yes', 'maybe') }),
      { pollOptions: ['yes', 'no'] },
      false,
    ],
    // The server dropped the poll: the post was made all the same, and sending again duplicates it.
    ['same text, the poll dropped', post(), { pollOptions: ['yes', 'no'] }, true],
    ['same text, a poll the draft has not', post({ poll: poll('yes', 'no') }), {}, false],
    [
      'an older identical post, from before the attempt',
      post({ createdAt: minutes(-30) }),
      {},
      false,
    ],
    ['another warning', post({ spoilerText: 'fish' }), { spoilerText: 'birds' }, false],
    ['no warning', post(), { spoilerText: 'birds' }, false],
    ['other media', post({ mediaAttachments: [{ id: 'm3' }] }), { mediaIds: ['m1'] }, false],
    ['media the draft has not', post({ mediaAttachments: [{ id: 'm1' }] }), {}, false],
    [
      'another quote',
      post({ quote: { state: 'accepted', quotedStatusId: 'q2' } }),
      { quoteId: 'q1' },
      false,
    ],
    [
      'a quote the draft has not',
      post({ quote: { state: 'accepted', quotedStatusId: 'q2' } }),
      {},
      false,
    ],
    ['a boost', post({ reblog: { id: 'b' } }), {}, false],
    ['no time it was made', post({ createdAt: 'yesterday' }), {}, false],
  ])('%s', (_name, candidate, draft, matches) => {
    const found = findSentPost([candidate], { ...sent, ...draft }, ATTEMPT);
    expect(found).toBe(matches ? candidate : undefined);
  });

  test('of several, the first made, whatever the ids', () => {
    const later = post({ createdAt: minutes(2), id: 'aaa' } as PostLike);
    const first = post({ createdAt: minutes(1), id: 'zzz' } as PostLike);
    const older = post({ createdAt: minutes(-60) });
    expect(findSentPost([later, first, older], sent, ATTEMPT)).toBe(first);
  });

  test('no first attempt that can be read: nothing is taken for the post', () => {
    expect(findSentPost([post()], sent, 'not a time')).toBeUndefined();
  });
});

describe('sentDraftOf', () => {
  test('what the draft sends: warning only while shown, quote only where the server has quotes', () => {
    let draft = createDraft({
      idempotencyKey: 'k',
      text: 'hello',
      replyTo: { id: 'r1', acct: 'bob' },
      quote: { id: 'q1', acct: 'carol' },
    });
    draft = composerReducer(draft, { type: 'edit-warning', text: 'hidden' });
    draft = composerReducer(draft, { type: 'add-poll' });
    draft = composerReducer(draft, {
      type: 'poll',
      action: { type: 'edit-option', index: 0, text: ' a ' },
    });
    expect(sentDraftOf(draft, { quotes: false })).toMatchObject({
      text: 'hello',
      spoilerText: '',
      inReplyToId: 'r1',
      quoteId: null,
      pollOptions: ['a', ''],
    });
    expect(sentDraftOf(draft, { quotes: true }).quoteId).toBe('q1');
  });
});

describe('findScheduledPost', () => {
  const due = '2026-03-02T09:00:00.000Z';
  const draft: SentDraft = { ...sent, text: 'Good morning', scheduledAt: due };
  const scheduled = (
    fields: Record<string, unknown> = {},
    params: Record<string, unknown> = {},
  ) => ({
    id: 's1',
    scheduledAt: due,
    mediaAttachments: [],
    ...fields,
    params: { text: 'Good morning', spoilerText: null, inReplyToId: null, poll: null, ...params },
  });
  test.each<[string, ReturnType<typeof scheduled>, boolean]>([
    ['the same post at the same time', scheduled(), true],
    ['kept to the minute', scheduled({ scheduledAt: '2026-03-02T09:00:40.000Z' }), true],
    ['its idempotency key', scheduled({}, { idempotency: 'key-1', text: 'reworded' }), true],
    ['another idempotency key', scheduled({}, { idempotency: 'key-2' }), false],
    ['another time', scheduled({ scheduledAt: '2026-03-02T10:00:00.000Z' }), false],
    ['another text', scheduled({}, { text: 'Good evening' }), false],
    ['same text, a reply', scheduled({}, { inReplyToId: 5 }), false],
    ['same text, a poll', scheduled({}, { poll: { options: ['a', 'b'] } }), false],
    ['the scheduled post the draft replaces', scheduled({ id: 'old' }), false],
  ])('%s', (_name, candidate, matches) => {
    expect(findScheduledPost([candidate], draft, 'key-1', 'old')).toBe(
      matches ? candidate : undefined,
    );
  });
});

describe('isSavedEdit', () => {
  const edit: ComposerState = {
    ...createDraft({ idempotencyKey: 'k', text: 'edited text', language: 'en' }),
    editing: { id: 'p1' },
    media: [readyImage('m1', 'a heron', 'server-m1')],
  };
  const current = {
    content: '<p>edited text</p>',
    spoilerText: '',
    sensitive: false,
    language: 'en',
    mediaAttachments: [{ id: 'm1', description: 'a heron' }],
    poll: null,
  };
  const source = { text: 'edited text', spoilerText: '' };
  test.each<[string, Record<string, unknown>, typeof source | null, boolean]>([
    ['the post as edited', current, source, true],
    ['no source: read from its HTML', current, null, true],
    ['the text before the edit', current, { ...source, text: 'first text' }, false],
    [
      'the alt text before the edit',
      { ...current, mediaAttachments: [{ id: 'm1', description: '' }] },
      source,
      false,
    ],
    ['another language', { ...current, language: 'de' }, source, false],
    ['marked sensitive', { ...current, sensitive: true }, source, false],
    ['a warning', current, { ...source, spoilerText: 'cw' }, false],
    [
      'a medium more',
      { ...current, mediaAttachments: [...current.mediaAttachments, { id: 'm2' }] },
      source,
      false,
    ],
  ])('%s', (_name, post, postSource, saved) => {
    expect(isSavedEdit(post, postSource, edit)).toBe(saved);
  });
});
