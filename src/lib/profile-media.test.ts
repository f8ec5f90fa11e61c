import type { mastodon } from 'masto';
import { expect, test } from 'vitest';
import { mediaTiles } from './profile-media';

const media = (id: string, type = 'image') => ({ id, type }) as mastodon.v1.MediaAttachment;
const post = (id: string, attachments: mastodon.v1.MediaAttachment[], extra = {}) =>
  ({ id, mediaAttachments: attachments, sensitive: false, reblog: null, ...extra }) as never;

test('every attachment once, in order; images open the viewer at their place among images', () => {
  const a = post('a', [media('1'), media('2', 'video')]);
  const b = post('b', [media('3')]);
  const boost = post('c', [], { reblog: a });
  const { tiles, images } = mediaTiles([a, b, boost]);
  expect(tiles.map((tile) => [tile.media.id, tile.status.id, tile.viewerIndex])).toEqual([
    ['1', 'a', 0],
    ['2', 'a', null],
    ['3', 'b', 1],
  ]);
  expect(images.map((image) => image.id)).toEqual(['1', '3']);
});

test('sensitive images open their post rather than the viewer; unknown files are left out', () => {
  const { tiles, images } = mediaTiles([
    post('s', [media('1')], { sensitive: true }),
    post('u', [media('2', 'unknown')]),
  ]);
  expect(tiles.map((tile) => tile.viewerIndex)).toEqual([null]);
  expect(images).toEqual([]);
});
