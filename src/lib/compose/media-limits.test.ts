import { describe, expect, test } from 'vitest';
import type { InstanceRecord } from '../instance-record';
import {
  DEFAULT_MEDIA_LIMITS,
  addProblem,
  descriptionLeft,
  fileProblem,
  isAnimatedImage,
  mediaKindOf,
  mediaLimitsOf,
  resizeTarget,
  type MediaLimits,
} from './media-limits';

const record = (configuration: Partial<InstanceRecord['configuration']>): InstanceRecord => ({
  uri: 'x.example',
  domain: 'x.example',
  version: '4.5.0',
  apiVersions: {},
  configuration: { statuses: {}, polls: {}, vapid: {}, urls: {}, ...configuration },
  urls: {},
});
const limits: MediaLimits = {
  ...DEFAULT_MEDIA_LIMITS,
  supportedMimeTypes: ['image/png', 'image/jpeg', 'image/gif', 'video/mp4', 'audio/mpeg'],
  imageSizeLimit: 1000,
  videoSizeLimit: 5000,
  descriptionLimit: 10,
};

describe('mediaLimitsOf', () => {
  test('reads the server’s limits', () => {
    const read = mediaLimitsOf(
      record({
        statuses: { maxMediaAttachments: 8 },
        mediaAttachments: {
          supportedMimeTypes: ['image/png'],
          imageSizeLimit: 1,
          imageMatrixLimit: 2,
          videoSizeLimit: 3,
          descriptionLimit: 4,
        },
      }),
      'mastodon',
    );
    expect(read).toEqual({
      maxAttachments: 8,
      supportedMimeTypes: ['image/png'],
      imageSizeLimit: 1,
      imageMatrixLimit: 2,
      videoSizeLimit: 3,
      descriptionLimit: 4,
      videoAlone: true,
    });
  });

  test('falls back to Mastodon’s limits where the server says nothing (or nonsense)', () => {
    const read = mediaLimitsOf(
      record({
        statuses: { maxMediaAttachments: 0 },
        mediaAttachments: { supportedMimeTypes: [] },
      }),
      'other',
    );
    expect(read).toEqual({
      maxAttachments: 4,
      supportedMimeTypes: null,
      imageSizeLimit: 16 * 1024 * 1024,
      imageMatrixLimit: 33_177_600,
      videoSizeLimit: 99 * 1024 * 1024,
      descriptionLimit: 1500,
      videoAlone: true,
    });
    expect(mediaLimitsOf(null, 'mastodon')).toEqual(read);
  });

  test('lets images and video go together only where the server takes them', () => {
    expect(mediaLimitsOf(null, 'gotosocial').videoAlone).toBe(false);
    expect(mediaLimitsOf(null, 'akkoma').videoAlone).toBe(false);
    expect(mediaLimitsOf(null, 'mastodon').videoAlone).toBe(true);
  });
});

describe('fileProblem', () => {
  test('refuses types the server does not list', () => {
    expect(fileProblem({ type: 'image/png', size: 10 }, limits)).toBeNull();
    expect(fileProblem({ type: 'image/webp', size: 10 }, limits)).toEqual({ problem: 'type' });
  });

  test('without a list, takes what looks like media', () => {
    const open = { ...limits, supportedMimeTypes: null };
    expect(fileProblem({ type: 'image/webp', size: 10 }, open)).toBeNull();
    expect(fileProblem({ type: 'application/pdf', size: 10 }, open)).toEqual({ problem: 'type' });
  });

  test('applies the image limit to images and GIFs, the video limit to video and audio', () => {
    expect(fileProblem({ type: 'image/png', size: 1000 }, limits)).toBeNull();
    expect(fileProblem({ type: 'image/png', size: 1001 }, limits)).toEqual({
      problem: 'size',
      limit: 1000,
    });
    expect(fileProblem({ type: 'image/gif', size: 1001 }, limits)).toEqual({
      problem: 'size',
      limit: 1000,
    });
    expect(fileProblem({ type: 'video/mp4', size: 4000 }, limits)).toBeNull();
    expect(fileProblem({ type: 'audio/mpeg', size: 5001 }, limits)).toEqual({
      problem: 'size',
      limit: 5000,
    });
  });
});

describe('addProblem', () => {
  test('caps the number of files at maxMediaAttachments', () => {
    expect(addProblem(['image', 'image'], ['image', 'image'], limits)).toBeNull();
    expect(addProblem(['image', 'image', 'image'], ['image', 'image'], limits)).toEqual({
      problem: 'count',
      max: 4,
    });
    expect(addProblem([], ['image', 'image'], { ...limits, maxAttachments: 1 })).toEqual({
      problem: 'count',
      max: 1,
    });
  });

  test('a video or audio file goes alone where the server wants it so; GIFs go with images', () => {
    expect(addProblem(['image'], ['video'], limits)).toEqual({ problem: 'mixed' });
    expect(addProblem([], ['audio', 'image'], limits)).toEqual({ problem: 'mixed' });
    expect(addProblem(['video'], ['video'], limits)).toEqual({ problem: 'mixed' });
    expect(addProblem([], ['video'], limits)).toBeNull();
    expect(addProblem(['image'], ['gifv'], limits)).toBeNull();
    expect(addProblem(['image'], ['video'], { ...limits, videoAlone: false })).toBeNull();
  });
});

test('counts a description in characters, not UTF-16 units', () => {
  expect(descriptionLeft('ab', limits)).toBe(8);
  expect(descriptionLeft('😀😀', limits)).toBe(8);
  expect(descriptionLeft('x'.repeat(12), limits)).toBe(-2);
});

test('mediaKindOf', () => {
  expect(
    ['image/JPEG', 'image/gif', 'video/webm', 'audio/ogg', 'text/plain'].map(mediaKindOf),
  ).toEqual(['image', 'gifv', 'video', 'audio', 'unknown']);
});

describe('resizeTarget', () => {
  test('leaves an image within the pixel limit as it is', () => {
    expect(resizeTarget(4000, 3000, 12_000_000)).toBeNull();
  });

  test('scales a larger one down to the limit, keeping its aspect ratio', () => {
    for (const [width, height, limit] of [
      [8000, 6000, 12_000_000],
      [10_000, 1000, 2_000_000],
      [1000, 7001, 1_000_003],
    ]) {
      const target = resizeTarget(width, height, limit)!;
      expect(target.width * target.height).toBeLessThanOrEqual(limit);
      // Within a pixel of the original ratio, and not needlessly small.
      expect(Math.abs(target.width / target.height - width / height)).toBeLessThan(
        (width / height) * (1 / Math.min(target.width, target.height)) + 1e-9,
      );
      expect((target.width + 1) * (target.height + 1)).toBeGreaterThan(limit);
    }
    expect(resizeTarget(8000, 6000, 12_000_000)).toEqual({ width: 4000, height: 3000 });
    expect(resizeTarget(3, 100_000, 1000)).toEqual({ width: 1, height: 1000 });
  });
});

describe('isAnimatedImage', () => {
  const chunk = (name: string, length = 0): number[] => [
    0,
    0,
    0,
    length,
    ...[...name].map((c) => c.charCodeAt(0)),
    ...new Array<number>(length + 4).fill(0),
  ];
  const png = (...chunks: number[][]) =>
    new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, ...chunks.flat()]);

  test('an acTL chunk before the image data makes an animated PNG', () => {
    expect(
      isAnimatedImage('image/png', png(chunk('IHDR', 13), chunk('acTL', 8), chunk('IDAT', 2))),
    ).toBe(true);
    expect(
      isAnimatedImage('image/png', png(chunk('IHDR', 13), chunk('IDAT', 2), chunk('acTL', 8))),
    ).toBe(false);
    expect(isAnimatedImage('image/png', png(chunk('IHDR', 13), chunk('IDAT', 2)))).toBe(false);
  });

  test('a WebP with the animation flag, and every GIF', () => {
    const webp = (flags: number) =>
      new Uint8Array(
        [...'RIFF\0\0\0\0WEBPVP8X'].map((c) => c.charCodeAt(0)).concat([10, 0, 0, 0, flags]),
      );
    expect(isAnimatedImage('image/webp', webp(0x02))).toBe(true);
    expect(isAnimatedImage('image/webp', webp(0x10))).toBe(false);
    expect(isAnimatedImage('image/gif', new Uint8Array())).toBe(true);
    expect(isAnimatedImage('image/jpeg', new Uint8Array([0xff, 0xd8]))).toBe(false);
  });
});
