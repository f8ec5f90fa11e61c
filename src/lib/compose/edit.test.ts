// @vitest-environment jsdom
import type { mastodon } from 'masto';
import { describe, expect, test } from 'vitest';
import { makeStatus } from '../status-fixture';
import { composerReducer, createDraft } from './composer';
import { editDraft, editedPost, plainText, redraftDraft, updateParams, worthKeeping } from './edit';
import { unsavedAttributes } from './media-draft';

const photo = (id: string, description: string | null, focus?: { x: number; y: number }) =>
  ({
    id,
    type: 'image',
    url: `https://files.example/${id}.png`,
    previewUrl: `https://files.example/${id}-small.png`,
    description,
    meta: focus ? { focus } : null,
  }) as mastodon.v1.MediaAttachment;

const withMedia = makeStatus({
  id: '9',
  content: '<p>rendered, not the source</p>',
  visibility: 'unlisted',
  sensitive: true,
  language: 'de',
  mediaAttachments: [photo('m1', 'a heron', { x: 0.5, y: -0.25 }), photo('m2', null)],
});
const source = { text: 'the source #tag', spoilerText: 'birds' };

describe('editDraft', () => {
  test('the post becomes a draft: its source text, warning, language and media with alt text', () => {
    const draft = editDraft(withMedia, source, 'key-1');
    expect(draft).toMatchObject({
      text: 'the source #tag',
      spoilerText: 'birds',
      warning: true,
      sensitive: true,
      language: 'de',
      visibility: 'unlisted',
      editing: { id: '9' },
      idempotencyKey: 'key-1',
    });
    expect(draft.media).toEqual([
      {
        key: 'server-m1',
        file: null,
        kind: 'image',
        previewUrl: 'https://files.example/m1-small.png',
        description: 'a heron',
        focus: { x: 0.5, y: -0.25 },
        upload: { phase: 'ready', id: 'm1' },
        saved: { description: 'a heron', focus: { x: 0.5, y: -0.25 } },
      },
      expect.objectContaining({
        description: '',
        focus: null,
        upload: { phase: 'ready', id: 'm2' },
      }),
    ]);
  });

  test('a poll stays open as long as it has left', () => {
    const now = Date.parse('2024-01-01T10:00:00Z');
    const poll = {
      id: 'p',
      expiresAt: '2024-01-01T12:00:00Z',
      multiple: true,
      options: [{ title: 'yes' }, { title: 'no' }],
    } as mastodon.v1.Poll;
    expect(editDraft(makeStatus({ poll }), source, 'k', now).poll).toEqual({
      options: ['yes', 'no'],
      expiresIn: 7200,
      multiple: true,
      hideTotals: false,
    });
  });
});

describe('editedPost', () => {
  const edited = makeStatus({ id: '17956626796266fdb1', content: '<p>After</p>' });

  test('the answer is the post as edited', () => {
    expect(editedPost(edited, '17956626796266fdb1')).toBe(edited);
  });

  test('an answer naming the post by another id keeps the id it was edited by', () => {
    // snac: the id's first digits are the time of the post's last change.
    const answer = makeStatus({ id: '17956626806266fdb1', content: '<p>After</p>' });
    expect(editedPost(answer, '17956626796266fdb1')).toMatchObject({
      id: '17956626796266fdb1',
      content: '<p>After</p>',
    });
  });

  test("a boost of the post (snac's answer when one exists) gives the post inside", () => {
    const boost = makeStatus({ id: 'boost-9', reblog: edited });
    expect(editedPost(boost, '17956626796266fdb1')).toBe(edited);
  });
});

describe('updateParams', () => {
  test('sends the text and every medium with its alt text and focus, changed or not', () => {
    const edited = composerReducer(editDraft(withMedia, source, 'k'), {
      type: 'edit-text',
      text: 'changed',
    });
    edited.media[1] = { ...edited.media[1], description: 'new alt' };
    expect(updateParams(edited)).toEqual({
      status: 'changed',
      spoilerText: 'birds',
      sensitive: true,
      language: 'de',
      mediaIds: ['m1', 'm2'],
      mediaAttributes: [
        { id: 'm1', description: 'a heron', focus: '0.5,-0.25' },
        { id: 'm2', description: 'new alt', focus: undefined },
      ],
    });
  });

  test('a hidden content warning is sent empty, which removes it', () => {
    const draft = composerReducer(editDraft(withMedia, source, 'k'), { type: 'toggle-warning' });
    expect(updateParams(draft).spoilerText).toBe('');
  });
});

describe('redraftDraft', () => {
  test('the deleted post comes back whole: source, reply target, visibility, media by id', () => {
    const deleted = {
      ...makeStatus({
        id: '5',
        visibility: 'private',
        spoilerText: 'cw',
        inReplyToId: '4',
        inReplyToAccountId: '77',
        mentions: [{ id: '77', acct: 'bob@elsewhere.example' } as mastodon.v1.StatusMention],
        mediaAttachments: [photo('m1', 'a heron')],
      }),
      text: '@bob@elsewhere.example hi',
    };
    const draft = redraftDraft(deleted, 'fresh-key');
    expect(draft).toMatchObject({
      text: '@bob@elsewhere.example hi',
      spoilerText: 'cw',
      warning: true,
      visibility: 'private',
      replyTo: { id: '4', acct: 'bob@elsewhere.example' },
      editing: null,
      idempotencyKey: 'fresh-key',
    });
    expect(draft.media.map((item) => [item.upload, item.description])).toEqual([
      [{ phase: 'ready', id: 'm1' }, 'a heron'],
    ]);
  });

  test('its media are posted with the alt text and focus the server holds, not saved again', () => {
    const deleted = makeStatus({
      mediaAttachments: [photo('m1', 'a heron', { x: 0.5, y: -0.25 }), photo('m2', null)],
    });
    const draft = redraftDraft(deleted, 'k');
    expect(unsavedAttributes(draft.media)).toEqual([]);
    const described = composerReducer(draft, {
      type: 'media',
      action: { type: 'describe', key: draft.media[1].key, description: 'a pond' },
    });
    expect(unsavedAttributes(described.media).map((item) => item.description)).toEqual(['a pond']);
  });

  test('a poll lasts as long as it was first meant to, whatever is left of it', () => {
    const poll = {
      expiresAt: '2024-01-01T06:00:00.000Z',
      multiple: false,
      options: [{ title: 'a' }, { title: 'b' }],
    } as mastodon.v1.Poll;
    const deleted = { ...makeStatus({ createdAt: '2024-01-01T00:00:00.000Z', poll }), text: 'q?' };
    expect(redraftDraft(deleted, 'k').poll).toMatchObject({
      options: ['a', 'b'],
      expiresIn: 21600,
    });
  });

  test('without a source in the answer, the text comes from the HTML, line breaks kept', () => {
    const deleted = makeStatus({
      content: '<p>one<br>two</p><p>three &amp; <a href="#">four</a></p>',
    });
    expect(redraftDraft(deleted, 'k').text).toBe('one\ntwo\n\nthree & four');
    expect(plainText('<p>&lt;b&gt;</p>')).toBe('<b>');
  });
});

describe('worthKeeping', () => {
  const start = editDraft(withMedia, source, 'k');
  test('an edit is kept once anything differs from the post, alt text included', () => {
    expect(worthKeeping(start, start)).toBe(false);
    const alt = { ...start, media: [{ ...start.media[0], description: 'heron, flying' }] };
    expect(worthKeeping({ ...alt, media: [...alt.media, start.media[1]] }, start)).toBe(true);
    expect(worthKeeping({ ...start, sensitive: false }, start)).toBe(true);
  });

  test('any other draft is kept once something is written', () => {
    const fresh = createDraft({ idempotencyKey: 'k' });
    expect(worthKeeping(fresh, null)).toBe(false);
    expect(worthKeeping({ ...fresh, text: 'x' }, null)).toBe(true);
  });
});
