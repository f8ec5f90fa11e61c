import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { createRestClient } from '../api/clients';
import { isRefused } from '../api/errors';
import { createDraft, type ComposerState } from '../lib/compose/composer';
import { statusJson } from '../test/fixtures';
import { setupRecordingServer } from '../test/servers';
import { isScheduledStatus } from './compose';
import { sendOnce, type SendContext } from './send-once';

const ORIGIN = 'https://t.example';
const { server, seen } = setupRecordingServer();

const context = (fields: Partial<SendContext> = {}): SendContext => ({
  client: createRestClient('t.example', 'tok'),
  accountId: '1',
  quotes: false,
  ...fields,
});

const FIRST_ATTEMPT = new Date(Date.now() - 60_000).toISOString();
const draft = (fields: Partial<ComposerState> = {}): ComposerState => ({
  ...createDraft({ idempotencyKey: 'key-1', text: 'Seen a heron' }),
  ...fields,
});
const made = (id: string, content: string, createdAt = new Date().toISOString()) => ({
  ...statusJson(id, content),
  created_at: createdAt,
});

function answering(own: unknown[] | (() => Response)) {
  const keys: (string | null)[] = [];
  server.use(
    http.get(`${ORIGIN}/api/v1/accounts/1/statuses`, () => {
      seen.push('look');
      return typeof own === 'function' ? own() : HttpResponse.json(own);
    }),
    http.post(`${ORIGIN}/api/v1/statuses`, ({ request }) => {
      seen.push('post');
      keys.push(request.headers.get('Idempotency-Key'));
      return HttpResponse.json(made('new', '<p>Seen a heron</p>'));
    }),
  );
  return keys;
}

describe('a new post', () => {
  test('a draft never sent before is sent without looking', async () => {
    answering([made('old', '<p>Seen a heron</p>')]);
    const post = await sendOnce(context(), draft());
    expect(post.id).toBe('new');
    expect(seen).toEqual(['post']);
  });

  test('after a lost answer, the post already made is the answer: nothing is sent', async () => {
    answering([
      made('other', '<p>Something else</p>'),
      made('mine', '<p>Seen a heron</p>'),
      made('before', '<p>Seen a heron</p>', '2020-01-01T00:00:00.000Z'),
    ]);
    const post = await sendOnce(context(), draft({ firstAttemptAt: FIRST_ATTEMPT }));
    expect(post.id).toBe('mine');
    expect(seen).toEqual(['look']);
  });

  test('not found, the draft is sent once again, with its key', async () => {
    const keys = answering([made('before', '<p>Seen a heron</p>', '2020-01-01T00:00:00.000Z')]);
    const post = await sendOnce(context(), draft({ firstAttemptAt: FIRST_ATTEMPT }));
    expect(post.id).toBe('new');
    expect(seen).toEqual(['look', 'post']);
    expect(keys).toEqual(['key-1']);
  });

  test('a lookup that fails (an HTML 404) does not stop the send', async () => {
    answering(
      () =>
        new HttpResponse('<h1>404 Not Found</h1>', {
          status: 404,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    const post = await sendOnce(context(), draft({ firstAttemptAt: FIRST_ATTEMPT }));
    expect(post.id).toBe('new');
    expect(seen).toEqual(['look', 'post']);
  });

  test('an answer that is not a post leaves the outcome open', async () => {
    server.use(http.post(`${ORIGIN}/api/v1/statuses`, () => new HttpResponse('', { status: 200 })));
    const error = await sendOnce(context(), draft()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(isRefused(error)).toBe(false);
  });
});

describe('a scheduled post', () => {
  const due = new Date(Date.now() + 3_600_000).toISOString();
  const scheduled = (id: string) => ({
    id,
    scheduled_at: due,
    params: { text: 'Seen a heron', spoiler_text: null, in_reply_to_id: null, poll: null },
    media_attachments: [],
  });

  function answeringScheduled(items: unknown[]) {
    server.use(
      http.get(`${ORIGIN}/api/v1/scheduled_statuses`, () => {
        seen.push('look');
        return HttpResponse.json(items);
      }),
      http.post(`${ORIGIN}/api/v1/statuses`, () => {
        seen.push('post');
        return HttpResponse.json(scheduled('new'));
      }),
    );
  }

  test('after a lost answer, the scheduled post already made is the answer', async () => {
    answeringScheduled([scheduled('s1')]);
    const result = await sendOnce(
      context(),
      draft({ scheduledAt: due, firstAttemptAt: FIRST_ATTEMPT }),
    );
    expect(isScheduledStatus(result) && result.id).toBe('s1');
    expect(seen).toEqual(['look']);
  });

  test('the scheduled post the draft replaces is not taken for it', async () => {
    answeringScheduled([scheduled('s1')]);
    const result = await sendOnce(
      context({ replacesScheduled: 's1' }),
      draft({ scheduledAt: due, firstAttemptAt: FIRST_ATTEMPT }),
    );
    expect(result.id).toBe('new');
    expect(seen).toEqual(['look', 'post']);
  });
});

describe('an edit', () => {
  const edit = (fields: Partial<ComposerState> = {}) =>
    draft({ text: 'edited text', editing: { id: '42' }, ...fields });

  function answeringEdit(sourceText: string) {
    server.use(
      http.get(`${ORIGIN}/api/v1/statuses/42`, () => {
        seen.push('look');
        return HttpResponse.json(statusJson('42', `<p>${sourceText}</p>`));
      }),
      http.get(`${ORIGIN}/api/v1/statuses/42/source`, () =>
        HttpResponse.json({ id: '42', text: sourceText, spoiler_text: '' }),
      ),
      http.put(`${ORIGIN}/api/v1/statuses/42`, () => {
        seen.push('put');
        return HttpResponse.json(statusJson('42', '<p>edited text</p>'));
      }),
    );
  }

  test('after a lost answer, an edit the post already has is not saved again', async () => {
    answeringEdit('edited text');
    const post = await sendOnce(context(), edit({ firstAttemptAt: FIRST_ATTEMPT }));
    expect(post.id).toBe('42');
    expect(seen).toEqual(['look']);
  });

  test('an edit the post does not have yet is saved again, once', async () => {
    answeringEdit('the text before');
    await sendOnce(context(), edit({ firstAttemptAt: FIRST_ATTEMPT }));
    expect(seen).toEqual(['look', 'put']);
  });

  test('an edit never sent before is saved without looking', async () => {
    answeringEdit('edited text');
    await sendOnce(context(), edit());
    expect(seen).toEqual(['put']);
  });
});
