import { useEffect, useRef, type CSSProperties } from 'react';
import { useInView } from './use-in-view';
import { useReducedMotion } from './use-reduced-motion';

interface GifvPlayerProps {
  src: string;
  poster?: string | null;
  label: string;
  style?: CSSProperties;
}

/** A GIF-like video: muted and looping, playing only while on screen and motion is welcome. */
export function GifvPlayer({ src, poster, label, style }: GifvPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const reduced = useReducedMotion();
  const visible = useInView(video, !reduced);
  const play = visible && !reduced;
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (play) element.play().catch(() => undefined);
    else if (!element.paused) element.pause();
  }, [play]);
  return (
    <video
      ref={video}
      className="media-gifv"
      src={src}
      poster={poster ?? undefined}
      muted
      loop
      playsInline
      preload="metadata"
      aria-label={label}
      controls={reduced}
      style={style}
    />
  );
}
