import { blurhashUrl } from './blurhash-url';

/** A blurred placeholder painted from a blurhash into a tiny image that CSS stretches. */
export function BlurhashPlaceholder({ hash }: { hash?: string | null }) {
  const url = hash ? blurhashUrl(hash) : null;
  if (!url) return null;
  return <img className="media-blurhash" src={url} alt="" aria-hidden="true" />;
}
