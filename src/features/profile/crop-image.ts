import { croppedSize, type ProfileImageKind } from '../../lib/profile-edit';

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Loads an image URL, rejecting when the browser cannot decode it (a file that only claims to be one). */
export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Not an image'));
    image.src = url;
  });
}

/**
 * The part `area` of the image at `url`, scaled to at most the size the server keeps: a PNG for
 * avatars (transparency kept), a JPEG for headers (photos, kept small).
 */
export async function cropImage(
  url: string,
  area: PixelArea,
  kind: ProfileImageKind,
): Promise<Blob> {
  const image = await loadImage(url);
  const size = croppedSize(kind, area);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  const type = kind === 'avatar' ? 'image/png' : 'image/jpeg';
  return await new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No image'))), type, 0.9),
  );
}
