/**
 * What a server accepts as media: how many files, of which types and sizes, how long a
 * description, and how many pixels an image may have (larger ones are resized before upload).
 */

import type { Software } from '../capabilities';
import type { InstanceRecord } from '../instance-record';
import type { MediaKind } from './media-draft';

export interface MediaLimits {
  /** `configuration.statuses.max_media_attachments` (SPEC §5). */
  maxAttachments: number;
  /** MIME types the server takes; null when it does not say (anything that looks like media). */
  supportedMimeTypes: readonly string[] | null;
  imageSizeLimit: number;
  /** Width times height. */
  imageMatrixLimit: number;
  videoSizeLimit: number;
  /** In characters (code points, as the server counts). */
  descriptionLimit: number;
  /** Mastodon: a video or audio file goes alone; images (and GIFs) may go together. */
  videoAlone: boolean;
}

/** Mastodon's defaults, for servers that do not say theirs. */
export const DEFAULT_MEDIA_LIMITS: MediaLimits = {
  maxAttachments: 4,
  supportedMimeTypes: null,
  imageSizeLimit: 16 * 1024 * 1024,
  imageMatrixLimit: 7680 * 4320,
  videoSizeLimit: 99 * 1024 * 1024,
  descriptionLimit: 1500,
  videoAlone: true,
};

/** Servers known to take images and videos in one post. */
const MIXING: readonly Software[] = ['gotosocial', 'pleroma', 'akkoma', 'snac'];

export function mediaLimitsOf(record: InstanceRecord | null | undefined, software: Software) {
  const media = record?.configuration.mediaAttachments ?? {};
  const positive = (value: number | undefined) => (value && value > 0 ? value : undefined);
  const limits: MediaLimits = {
    maxAttachments:
      positive(record?.configuration.statuses.maxMediaAttachments) ??
      DEFAULT_MEDIA_LIMITS.maxAttachments,
    supportedMimeTypes: media.supportedMimeTypes?.length ? media.supportedMimeTypes : null,
    imageSizeLimit: positive(media.imageSizeLimit) ?? DEFAULT_MEDIA_LIMITS.imageSizeLimit,
    imageMatrixLimit: positive(media.imageMatrixLimit) ?? DEFAULT_MEDIA_LIMITS.imageMatrixLimit,
    videoSizeLimit: positive(media.videoSizeLimit) ?? DEFAULT_MEDIA_LIMITS.videoSizeLimit,
    descriptionLimit: positive(media.descriptionLimit) ?? DEFAULT_MEDIA_LIMITS.descriptionLimit,
    videoAlone: !MIXING.includes(software),
  };
  return limits;
}

/** The kind of media a file is, by its MIME type (a GIF becomes a looping video on Mastodon). */
export function mediaKindOf(mimeType: string): MediaKind {
  const type = mimeType.toLowerCase();
  if (type === 'image/gif') return 'gifv';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  return 'unknown';
}

export type FileProblem = { problem: 'type' } | { problem: 'size'; limit: number };

/** Why the server would refuse this file, or null (an image is checked once resized). */
export function fileProblem(
  file: { type: string; size: number },
  limits: MediaLimits,
): FileProblem | null {
  const kind = mediaKindOf(file.type);
  const supported = limits.supportedMimeTypes
    ? limits.supportedMimeTypes.includes(file.type.toLowerCase())
    : kind !== 'unknown';
  if (!supported) return { problem: 'type' };
  const limit = kind === 'image' || kind === 'gifv' ? limits.imageSizeLimit : limits.videoSizeLimit;
  return file.size > limit ? { problem: 'size', limit } : null;
}

export type AddProblem = { problem: 'count'; max: number } | { problem: 'mixed' };

const alone = (kind: MediaKind) => kind === 'video' || kind === 'audio';

/** Why these files cannot join the draft's media, or null. */
export function addProblem(
  current: readonly MediaKind[],
  added: readonly MediaKind[],
  limits: MediaLimits,
): AddProblem | null {
  const all = [...current, ...added];
  if (all.length > limits.maxAttachments) return { problem: 'count', max: limits.maxAttachments };
  if (limits.videoAlone && all.length > 1 && all.some(alone)) return { problem: 'mixed' };
  return null;
}

/** Characters left in a description (negative when over), counted as the server counts. */
export function descriptionLeft(description: string, limits: MediaLimits): number {
  return limits.descriptionLimit - [...description].length;
}

/**
 * The size to resize an image to so it has at most `matrixLimit` pixels, keeping its aspect
 * ratio; null when it is within the limit already.
 */
export function resizeTarget(
  width: number,
  height: number,
  matrixLimit: number,
): { width: number; height: number } | null {
  if (width <= 0 || height <= 0 || width * height <= matrixLimit) return null;
  const scale = Math.sqrt(matrixLimit / (width * height));
  const target = Math.max(1, Math.floor(width * scale));
  // A sliver narrower than a pixel once scaled stays a pixel wide and loses height instead.
  return {
    width: target,
    height: Math.max(1, Math.min(Math.floor(height * scale), Math.floor(matrixLimit / target))),
  };
}

/**
 * Whether an image file is animated (an animated PNG or WebP; every GIF is treated as one):
 * those are sent as they are, never re-encoded into a still image. `head` is the file's first bytes.
 */
export function isAnimatedImage(type: string, head: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  switch (type.toLowerCase()) {
    case 'image/gif':
      return true;
    case 'image/png': {
      // An `acTL` chunk before the first `IDAT` makes an animated PNG.
      for (let offset = 8; offset + 8 <= head.length;) {
        const length =
          ((head[offset] << 24) |
            (head[offset + 1] << 16) |
            (head[offset + 2] << 8) |
            head[offset + 3]) >>>
          0;
        const name = ascii(offset + 4, offset + 8);
        if (name === 'acTL') return true;
        if (name === 'IDAT') return false;
        offset += 12 + length;
      }
      return false;
    }
    case 'image/webp':
      // VP8X header with its animation flag.
      return ascii(12, 16) === 'VP8X' && head.length > 20 && (head[20] & 0x02) !== 0;
    default:
      return false;
  }
}
