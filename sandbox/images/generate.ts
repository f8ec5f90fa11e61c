import { PNG } from 'pngjs';
import { encode } from 'blurhash';

export type ImageKind = 'avatar' | 'header' | 'media' | 'emoji' | 'card' | 'thumbnail';

export const IMAGE_SIZES: Record<ImageKind, { width: number; height: number }> = {
  avatar: { width: 128, height: 128 },
  header: { width: 600, height: 200 },
  media: { width: 640, height: 480 },
  emoji: { width: 48, height: 48 },
  card: { width: 400, height: 210 },
  thumbnail: { width: 640, height: 360 },
};

function hashString(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

function hsl(hue: number, saturation: number, lightness: number): [number, number, number] {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

/** Fills RGBA pixels with a deterministic two-colour pattern: gradient, rings and diagonal stripes. */
function paint(key: string, width: number, height: number): Uint8ClampedArray {
  const hash = hashString(key);
  const from = hsl(hash % 360, 0.65, 0.55);
  const to = hsl((hash >>> 9) % 360, 0.7, 0.35);
  const pattern = (hash >>> 18) % 3;
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const u = x / width;
      const v = y / height;
      let t = (u + v) / 2;
      if (pattern === 0) t = Math.hypot(u - 0.5, v - 0.5) * 1.4;
      const band =
        pattern === 1
          ? Math.floor((u + v) * 8) % 2
          : pattern === 2
            ? Math.floor(Math.hypot(u - 0.3, v - 0.4) * 10) % 2
            : 0;
      const mix = Math.min(1, Math.max(0, t * 0.8 + band * 0.2));
      const offset = (y * width + x) * 4;
      pixels[offset] = from[0] + (to[0] - from[0]) * mix;
      pixels[offset + 1] = from[1] + (to[1] - from[1]) * mix;
      pixels[offset + 2] = from[2] + (to[2] - from[2]) * mix;
      pixels[offset + 3] = 255;
    }
  }
  return pixels;
}

const pngCache = new Map<string, Buffer>();
const blurhashCache = new Map<string, string>();

export function renderPng(kind: ImageKind, name: string): Buffer {
  const cacheKey = `${kind}/${name}`;
  const cached = pngCache.get(cacheKey);
  if (cached) return cached;
  const { width, height } = IMAGE_SIZES[kind];
  const png = new PNG({ width, height });
  png.data = Buffer.from(paint(cacheKey, width, height).buffer);
  const buffer = PNG.sync.write(png);
  pngCache.set(cacheKey, buffer);
  return buffer;
}

/** Blurhash of the same picture, computed from a small rendering so it stays cheap. */
export function blurhashOf(kind: ImageKind, name: string): string {
  const cacheKey = `${kind}/${name}`;
  const cached = blurhashCache.get(cacheKey);
  if (cached) return cached;
  const { width, height } = IMAGE_SIZES[kind];
  const smallWidth = 32;
  const smallHeight = Math.max(1, Math.round((32 * height) / width));
  // Paint at the small size with the same key: the pattern is resolution independent.
  const hash = encode(paint(cacheKey, smallWidth, smallHeight), smallWidth, smallHeight, 4, 3);
  blurhashCache.set(cacheKey, hash);
  return hash;
}

export function imagePath(kind: ImageKind, name: string): string {
  return `/system/${kind}/${encodeURIComponent(name)}.png`;
}
