/** How a post's attachments are laid out: the crop of each and the shape of the grid. */

export interface MediaFocus {
  x: number;
  y: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * A focal point (Mastodon's `meta.focus`: x from −1 left to 1 right, y from −1 bottom to 1 top) as a
 * CSS `object-position`, so a cropped image keeps that point in view. No focus, or a broken one, is
 * the centre.
 */
export function focusToObjectPosition(focus: Partial<MediaFocus> | null | undefined): string {
  const x = Number.isFinite(focus?.x) ? clamp(focus!.x!, -1, 1) : 0;
  const y = Number.isFinite(focus?.y) ? clamp(focus!.y!, -1, 1) : 0;
  const percent = (value: number) => `${Math.round(value * 10000) / 100}%`;
  return `${percent((x + 1) / 2)} ${percent((1 - y) / 2)}`;
}

/** Width over height of a lone attachment's box: its own shape, kept between tall and wide limits. */
export const SINGLE_MEDIA_RATIO = { tallest: 3 / 4, widest: 2, fallback: 16 / 9 } as const;

interface MediaMeta {
  original?: { width?: number | null; height?: number | null; aspect?: number | null } | null;
  small?: { width?: number | null; height?: number | null; aspect?: number | null } | null;
}

/** The aspect ratio (width / height) the server reports for an attachment, if any. */
export function mediaAspect(meta: MediaMeta | null | undefined): number | null {
  for (const size of [meta?.original, meta?.small]) {
    if (!size) continue;
    if (size.width && size.height && size.width > 0 && size.height > 0)
      return size.width / size.height;
    if (size.aspect && Number.isFinite(size.aspect) && size.aspect > 0) return size.aspect;
  }
  return null;
}

/** The box of a lone image or video: its own shape, within limits so neither a strip nor a tower. */
export function singleMediaRatio(meta: MediaMeta | null | undefined): number {
  const aspect = mediaAspect(meta);
  if (aspect === null) return SINGLE_MEDIA_RATIO.fallback;
  return clamp(aspect, SINGLE_MEDIA_RATIO.tallest, SINGLE_MEDIA_RATIO.widest);
}
