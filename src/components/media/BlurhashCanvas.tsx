import { decode, isBlurhashValid } from 'blurhash';
import { useEffect, useRef } from 'react';

const SIZE = 32;

function drawingContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  try {
    return canvas.getContext('2d');
  } catch {
    return null;
  }
}

/** A blurred placeholder painted from a blurhash into a tiny canvas that CSS stretches. */
export function BlurhashCanvas({ hash }: { hash?: string | null }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element || !hash || !isBlurhashValid(hash).result) return;
    const context = drawingContext(element);
    if (!context) return;
    const image = context.createImageData(SIZE, SIZE);
    image.data.set(decode(hash, SIZE, SIZE));
    context.putImageData(image, 0, 0);
  }, [hash]);
  if (!hash) return null;
  return (
    <canvas ref={canvas} className="media-blurhash" width={SIZE} height={SIZE} aria-hidden="true" />
  );
}
