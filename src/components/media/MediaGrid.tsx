import { Trans } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { lazy, Suspense, useRef, useState, type CSSProperties } from 'react';
import { singleMediaRatio } from '../../lib/media-layout';
import { BlurhashPlaceholder } from './BlurhashPlaceholder';
import { MediaThumbnail } from './MediaThumbnail';

const MediaViewer = lazy(() => import('./MediaViewer').then((m) => ({ default: m.MediaViewer })));

interface MediaGridProps {
  media: Media;
  /** Hidden behind a "Show sensitive media" cover until the reader asks. */
  sensitive: boolean;
}

type Media = readonly mastodon.v1.MediaAttachment[];

/** Lone audio, or a file the client cannot show, is a bar rather than a picture-shaped box. */
const isBar = (media: Media) =>
  media.length === 1 && (media[0].type === 'audio' || media[0].type === 'unknown');

/** The grid's shape: one to four cells filling a fixed box; five (or more) in rows. */
function gridClass(media: Media): string {
  const classes = ['media-grid', `media-count-${Math.min(media.length, 5)}`];
  if (isBar(media)) classes.push('media-grid-bar');
  return classes.join(' ');
}

/** A lone image or video keeps its own shape (within limits) instead of a fixed crop. */
function singleStyle(media: Media): CSSProperties | undefined {
  if (media.length !== 1 || isBar(media)) return undefined;
  return { '--media-ratio': singleMediaRatio(media[0].meta) } as CSSProperties;
}

/** A post's attachments: a grid of up to four, sensitive ones covered, images opening a viewer. */
export function MediaGrid({ media, sensitive }: MediaGridProps) {
  const [revealed, setRevealed] = useState(!sensitive);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  if (media.length === 0) return null;
  const single = singleStyle(media);

  const open = (index: number, element: HTMLElement) => {
    opener.current = element;
    setViewerIndex(index);
  };
  const close = () => {
    setViewerIndex(null);
    opener.current?.focus();
  };

  return (
    <div className={single ? 'media media-single' : 'media'} style={single}>
      {sensitive && (
        <button
          type="button"
          className="media-sensitive-toggle"
          aria-expanded={revealed}
          onClick={() => setRevealed((value) => !value)}
        >
          {revealed ? <Trans>Hide sensitive media</Trans> : <Trans>Show sensitive media</Trans>}
        </button>
      )}
      <div className={gridClass(media)}>
        {media.map((item, index) =>
          revealed ? (
            <MediaThumbnail key={item.id} media={item} onOpen={(element) => open(index, element)} />
          ) : (
            <div key={item.id} className="media-item media-covered" aria-hidden="true">
              <BlurhashPlaceholder hash={item.blurhash} />
            </div>
          ),
        )}
      </div>
      {viewerIndex !== null && (
        <Suspense fallback={null}>
          <MediaViewer
            media={media}
            index={viewerIndex}
            onIndexChange={setViewerIndex}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
