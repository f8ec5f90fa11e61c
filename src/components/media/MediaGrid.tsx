import { Trans } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { lazy, Suspense, useRef, useState } from 'react';
import { BlurhashPlaceholder } from './BlurhashPlaceholder';
import { MediaThumbnail } from './MediaThumbnail';

const MediaViewer = lazy(() => import('./MediaViewer').then((m) => ({ default: m.MediaViewer })));

interface MediaGridProps {
  media: readonly mastodon.v1.MediaAttachment[];
  /** Hidden behind a "Show sensitive media" cover until the reader asks. */
  sensitive: boolean;
}

/** A post's attachments: a grid of up to four, sensitive ones covered, images opening a viewer. */
export function MediaGrid({ media, sensitive }: MediaGridProps) {
  const [revealed, setRevealed] = useState(!sensitive);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  if (media.length === 0) return null;

  const open = (index: number, element: HTMLElement) => {
    opener.current = element;
    setViewerIndex(index);
  };
  const close = () => {
    setViewerIndex(null);
    opener.current?.focus();
  };

  return (
    <div className="media">
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
      <div className={`media-grid media-count-${Math.min(media.length, 4)}`}>
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
