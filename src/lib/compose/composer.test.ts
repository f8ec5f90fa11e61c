import { describe, expect, test } from 'vitest';
import {
  composerReducer,
  createDraft,
  hasContent,
  isDirty,
  replyMentions,
  sentWarning,
  type ComposerAction,
  type ComposerState,
} from './composer';

const draft = () => createDraft({ idempotencyKey: 'key-1' });
const run = (state: ComposerState, ...actions: ComposerAction[]) =>
  actions.reduce(composerReducer, state);

describe('composerReducer', () => {
  test('edits text, content warning, sensitivity and visibility', () => {
    const state = run(
      draft(),
      { type: 'edit-text', text: 'hello' },
      { type: 'toggle-warning' },
      { type: 'edit-warning', text: 'spoilers' },
      { type: 'set-sensitive', sensitive: true },
      { type: 'set-visibility', visibility: 'unlisted' },
    );
    expect(state).toMatchObject({
      text: 'hello',
      warning: true,
      spoilerText: 'spoilers',
      sensitive: true,
      visibility: 'unlisted',
    });
  });

  test('nothing changes while a send is under way', () => {
    const sending = run(draft(), { type: 'edit-text', text: 'a' }, { type: 'send' });
    expect(run(sending, { type: 'edit-text', text: 'b' }, { type: 'send' })).toBe(sending);
  });

  test('a failure keeps the draft and its idempotency key for the retry', () => {
    const failed = run(
      draft(),
      { type: 'edit-text', text: 'keep me' },
      { type: 'send' },
      { type: 'send-failed', message: 'Bad gateway' },
    );
    expect(failed.send).toEqual({ phase: 'failed', message: 'Bad gateway' });
    expect(failed.text).toBe('keep me');
    const retried = run(failed, { type: 'send' });
    expect(retried.send.phase).toBe('sending');
    expect(retried.idempotencyKey).toBe('key-1');
  });

  test('a send whose outcome is unknown marks the draft with its first attempt; a refusal does not', () => {
    const written = run(draft(), { type: 'edit-text', text: 'maybe posted' });
    const sending = run(written, { type: 'send', at: '2026-03-01T12:00:00.000Z' });
    // Kept while the send is under way: a reload then still knows to look first.
    expect(sending.firstAttemptAt).toBe('2026-03-01T12:00:00.000Z');
    const lost = run(sending, { type: 'send-failed', message: 'Bad gateway' });
    expect(lost.firstAttemptAt).toBe('2026-03-01T12:00:00.000Z');
    // A later attempt keeps the first one's time, whatever its answer.
    const again = run(lost, { type: 'send', at: '2026-03-01T12:05:00.000Z' });
    expect(again.firstAttemptAt).toBe('2026-03-01T12:00:00.000Z');
    const refusedAfter = run(again, { type: 'send-failed', message: 'Invalid', refused: true });
    expect(refusedAfter.firstAttemptAt).toBe('2026-03-01T12:00:00.000Z');
    const refused = run(
      written,
      { type: 'send', at: '2026-03-01T12:00:00.000Z' },
      { type: 'send-failed', message: 'Text too long', refused: true },
    );
    expect(refused.firstAttemptAt).toBeNull();
    // The mark is kept with the draft.
    const { send: _send, ...kept } = lost;
    const restored = run(draft(), { type: 'restore', draft: kept });
    expect(restored.firstAttemptAt).toBe('2026-03-01T12:00:00.000Z');
  });

  test('a failure reported after the post was made is ignored', () => {
    const sent = run(draft(), { type: 'send' }, { type: 'sent', postId: '9' });
    expect(run(sent, { type: 'send-failed', message: 'late' })).toBe(sent);
  });
});

test('a hidden content warning is not sent and does not count as content', () => {
  const hidden = run(
    draft(),
    { type: 'toggle-warning' },
    { type: 'edit-warning', text: 'cw' },
    {
      type: 'toggle-warning',
    },
  );
  expect(sentWarning(hidden)).toBe('');
  expect(hasContent(hidden)).toBe(false);
  expect(hasContent(run(hidden, { type: 'toggle-warning' }))).toBe(true);
});

test('prefilled mentions alone are not worth asking about before closing', () => {
  const reply = createDraft({ idempotencyKey: 'k', text: '@bob ' });
  expect(isDirty(reply, '@bob ')).toBe(false);
  expect(isDirty(run(reply, { type: 'edit-text', text: '@bob hi' }), '@bob ')).toBe(true);
});

test.each([
  { author: 'bob', mentioned: [], own: 'alice', text: '@bob ' },
  {
    author: 'bob',
    mentioned: ['alice', 'carol@x.example'],
    own: 'alice',
    text: '@bob @carol@x.example ',
  },
  { author: 'alice', mentioned: ['bob', 'Bob'], own: 'alice', text: '@bob ' },
  { author: 'alice', mentioned: [], own: 'alice', text: '' },
])(
  'a reply to $author mentioning $mentioned starts with "$text"',
  ({ author, mentioned, own, text }) => {
    expect(replyMentions(author, mentioned, own)).toBe(text);
  },
);

test('a kept draft comes back with its own idempotency key, ready to edit', () => {
  const kept = { ...run(draft(), { type: 'edit-text', text: 'kept' }), idempotencyKey: 'old-key' };
  const { send: _send, ...written } = kept;
  const restored = run(createDraft({ idempotencyKey: 'new-key' }), {
    type: 'restore',
    draft: written,
  });
  expect(restored).toMatchObject({ text: 'kept', idempotencyKey: 'old-key' });
  expect(restored.send).toEqual({ phase: 'editing' });
});

test('media alone is something to post, and worth keeping', () => {
  const withMedia = run(draft(), {
    type: 'media',
    action: {
      type: 'add',
      items: [
        {
          key: 'm1',
          file: null,
          kind: 'image',
          previewUrl: null,
          description: '',
          focus: null,
          upload: { phase: 'ready', id: '1' },
        },
      ],
    },
  });
  expect(hasContent(draft())).toBe(false);
  expect(hasContent(withMedia)).toBe(true);
  expect(isDirty(draft())).toBe(false);
  expect(isDirty(withMedia)).toBe(true);
});
