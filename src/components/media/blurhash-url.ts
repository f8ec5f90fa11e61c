import { decode, isBlurhashValid } from 'blurhash';

/** Decoded size: the placeholder is blurred anyway, and CSS stretches it. */
const SIZE = 32;
const MAX_CACHED = 500;

// Feeds repeat the same placeholders (and remount them while scrolling): each hash is decoded once.
const urls = new Map<string, string | null>();

function paint(hash: string): string | null {
  if (!isBlurhashValid(hash).result) return null;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = SIZE;
    canvas.height = SIZE;
    const context = canvas.getContext('2d');
    if (!context) return null;
    const image = context.createImageData(SIZE, SIZE);
    image.data.set(decode(hash, SIZE, SIZE));
    context.putImageData(image, 0, 0);
    return canvas.toDataURL();
  } catch {
    return null;
  }
}

/** A small image (data URL) of the blurhash, or null when it can't be drawn. */
export function blurhashUrl(hash: string): string | null {
  if (urls.has(hash)) return urls.get(hash) ?? null;
  const url = paint(hash);
  if (urls.size >= MAX_CACHED) urls.delete(urls.keys().next().value as string);
  urls.set(hash, url);
  return url;
}
