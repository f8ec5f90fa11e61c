import { useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { focusToObjectPosition } from '../../lib/media-layout';
import { safeExternalHref } from '../../lib/safe-href';
import { AltBadge } from './AltBadge';
import { BlurhashPlaceholder } from './BlurhashPlaceholder';
import { GifvPlayer } from './GifvPlayer';

interface MediaThumbnailProps {
  media: mastodon.v1.MediaAttachment;
  onOpen: (opener: HTMLElement) => void;
}

/** One attachment in a post's media grid. Images and GIFs open the viewer; video and audio play in place. */
export function MediaThumbnail({ media, onOpen }: MediaThumbnailProps) {
  const { t } = useLingui();
  const description = media.description?.trim() ?? '';
  const preview = media.previewUrl || media.url || '';
  const externalHref = safeExternalHref(media.remoteUrl) ?? safeExternalHref(media.url);
  const crop = { objectPosition: focusToObjectPosition(media.meta?.focus) };
  return (
    <div className={`media-item media-${media.type}`}>
      <BlurhashPlaceholder hash={media.blurhash} />
      {media.type === 'image' && (
        <button
          type="button"
          className="media-open"
          aria-label={description ? t`Open image: ${description}` : t`Open image`}
          onClick={(event) => onOpen(event.currentTarget)}
        >
          <img src={preview} alt={description} loading="lazy" decoding="async" style={crop} />
        </button>
      )}
      {media.type === 'gifv' && (
        <GifvPlayer
          src={media.url ?? ''}
          poster={media.previewUrl}
          label={
            description ||
            t({
              message: 'GIF',
              comment: 'Label of an animated GIF attachment that has no description',
            })
          }
          style={crop}
        />
      )}
      {media.type === 'video' && (
        <video
          src={media.url ?? undefined}
          poster={media.previewUrl ?? undefined}
          controls
          preload="none"
          aria-label={
            description ||
            t({ message: 'Video', comment: 'Label of a video attachment that has no description' })
          }
        />
      )}
      {media.type === 'audio' && (
        <audio
          src={media.url ?? undefined}
          controls
          preload="none"
          aria-label={
            description ||
            t({ message: 'Audio', comment: 'Label of an audio attachment that has no description' })
          }
        />
      )}
      {media.type === 'unknown' && externalHref && (
        <a href={externalHref} target="_blank" rel="noopener noreferrer nofollow">
          {description || t`Open attachment`}
        </a>
      )}
      {description && media.type !== 'unknown' && <AltBadge description={description} />}
    </div>
  );
}
