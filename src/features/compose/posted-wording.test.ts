import { i18n } from '@lingui/core';
import { beforeAll, expect, test } from 'vitest';
import { activateLocale } from '../../i18n/i18n';
import type { PartLoss } from '../../lib/compose/kept-parts';
import { postedWording } from './posted-wording';

beforeAll(async () => {
  await activateLocale('en');
});

test.each<[PartLoss[], string]>([
  [[], 'Your post is published.'],
  [[{ kind: 'poll', options: ['Tea', 'Coffee'] }], 'Posted, but the server did not keep the poll.'],
  [
    [
      { kind: 'quote', quoteId: '3' },
      { kind: 'content-warning', sent: 'cw' },
      { kind: 'media-descriptions', positions: [1, 3] },
    ],
    'Posted, but the server did not keep the quote, the content warning, and the descriptions of attachments 1 and 3.',
  ],
  [
    [
      { kind: 'media', sent: 2, kept: 1 },
      { kind: 'media-descriptions', positions: [1] },
    ],
    'Posted, but the server did not keep 1 attachment and the description of attachment 1.',
  ],
  [
    [{ kind: 'visibility', sent: 'private', kept: 'public' }],
    'Your post is published. The server changed its visibility from Followers only to Public.',
  ],
  [
    [
      { kind: 'poll', options: ['a', 'b'] },
      { kind: 'language', sent: 'fr', kept: 'en' },
    ],
    'Posted, but the server did not keep the poll. The server changed its language from French to English.',
  ],
])('%j is said as %j', (lost, expected) => {
  expect(postedWording(i18n, lost)).toBe(expected);
});
