import type { mastodon } from 'masto';
import { describe, expect, test } from 'vitest';
import { draftFromScheduled, readScheduled } from './scheduled-draft';

/** As masto hands it over: camelCased, with Mastodon's own oddities (numbers, strings). */
const scheduled = (params: Record<string, unknown>, media: unknown[] = []) =>
  ({
    id: '5',
    scheduledAt: '2026-12-01T10:00:00.000Z',
    params,
    mediaAttachments: media,
  }) as unknown as mastodon.v1.ScheduledStatus;

describe('readScheduled', () => {
  test('reads text, warning, visibility, reply, language and poll as Mastodon keeps them', () => {
    const read = readScheduled(
      scheduled({
        text: 'Tea or coffee?',
        spoilerText: 'drinks',
        sensitive: true,
        visibility: 'unlisted',
        language: 'en',
        inReplyToId: 1234,
        poll: { options: ['tea', 'coffee'], expiresIn: '3600', multiple: true, hideTotals: 'true' },
      }),
    );
    expect(read).toEqual({
      text: 'Tea or coffee?',
      spoilerText: 'drinks',
      sensitive: true,
      visibility: 'unlisted',
      language: 'en',
      inReplyToId: '1234',
      poll: { options: ['tea', 'coffee'], expiresIn: 3600, multiple: true, hideTotals: true },
      mediaCount: 0,
    });
  });

  test('survives missing and odd fields', () => {
    const read = readScheduled(
      scheduled({ text: null, visibility: 'everyone', poll: { options: 'no' } }, [{}, {}]),
    );
    expect(read).toMatchObject({
      text: '',
      spoilerText: '',
      visibility: 'public',
      inReplyToId: null,
      poll: null,
      mediaCount: 2,
    });
    expect(readScheduled({ id: '1' } as mastodon.v1.ScheduledStatus).text).toBe('');
  });
});

describe('draftFromScheduled', () => {
  test('opens with its text, warning shown, poll and time, under a new idempotency key', () => {
    const draft = draftFromScheduled(
      scheduled({
        text: 'Tea?',
        spoilerText: 'drinks',
        visibility: 'private',
        poll: { options: ['yes', 'no'], expiresIn: '300', multiple: false },
      }),
      'new-key',
      { id: '9', acct: 'bob' },
    );
    expect(draft).toMatchObject({
      text: 'Tea?',
      warning: true,
      spoilerText: 'drinks',
      visibility: 'private',
      replyTo: { id: '9', acct: 'bob' },
      poll: { options: ['yes', 'no'], expiresIn: 300, multiple: false, hideTotals: false },
      media: [],
      scheduledAt: '2026-12-01T10:00:00.000Z',
      idempotencyKey: 'new-key',
    });
  });

  test('keeps media already on the server, ready, with its description', () => {
    const draft = draftFromScheduled(
      scheduled({ text: 'look' }, [
        { id: 'm1', type: 'image', previewUrl: 'https://s/p.png', description: 'a petrel' },
      ]),
      'k',
      null,
    );
    expect(draft.warning).toBe(false);
    expect(draft.media).toEqual([
      expect.objectContaining({
        file: null,
        kind: 'image',
        description: 'a petrel',
        upload: { phase: 'ready', id: 'm1' },
      }),
    ]);
  });
});
