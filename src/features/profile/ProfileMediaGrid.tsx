import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { Link } from '../../components/router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { BlurhashPlaceholder } from '../../components/media/BlurhashPlaceholder';
import { appPaths } from '../../lib/app-paths';
import { mediaTiles, type MediaTile } from '../../lib/profile-media';
import { useWithoutDeleted } from '../../state/posts';
import { useSession } from '../../state/session';
import { loadedStatuses, useTimeline } from '../../state/timelines';
import { LoadMoreButton } from '../../components/LoadMoreButton';

const MediaViewer = lazy(() =>
  import('../../components/media/MediaViewer').then((m) => ({ default: m.MediaViewer })),
);

function Tile({
  tile,
  instance,
  onOpen,
}: {
  tile: MediaTile;
  instance: string;
  onOpen: (index: number, opener: HTMLElement) => void;
}) {
  const { t } = useLingui();
  const { media, status, viewerIndex } = tile;
  const description = media.description?.trim() ?? '';
  const preview = status.sensitive ? null : media.previewUrl || media.url;
  const image = preview && <img src={preview} alt="" loading="lazy" decoding="async" />;
  return (
    <li className="profile-media-tile">
      <BlurhashPlaceholder hash={media.blurhash} />
      {viewerIndex !== null ? (
        <button
          type="button"
          aria-label={description ? t`Open image: ${description}` : t`Open image`}
          onClick={(event) => onOpen(viewerIndex, event.currentTarget)}
        >
          {image}
        </button>
      ) : (
        <Link
          to={appPaths.status(instance, status.id)}
          aria-label={
            status.sensitive
              ? t`Open the post with sensitive media`
              : description
                ? t`Open the post: ${description}`
                : t`Open the post`
          }
        >
          {image}
          {status.sensitive && (
            <span className="profile-media-badge" aria-hidden="true">
              <Trans comment="Badge on media marked as sensitive (hidden behind a warning)">
                Sensitive
              </Trans>
            </span>
          )}
        </Link>
      )}
    </li>
  );
}

/** The Media tab: thumbnails of the account's attachments, opening the viewer or the post. */
export function ProfileMediaGrid({ accountId, instance }: { accountId: string; instance: string }) {
  const { t } = useLingui();
  const session = useSession();
  const timeline = useTimeline(
    { type: 'account', id: accountId, filter: 'media' },
    instance === session.instance ? undefined : instance,
  );
  const loaded = useMemo(() => loadedStatuses(timeline.data), [timeline.data]);
  const statuses = useWithoutDeleted(instance, loaded);
  const { tiles, images } = useMemo(() => mediaTiles(statuses), [statuses]);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  if (timeline.isPending) return <Loading />;
  if (!timeline.data) {
    return (
      <ErrorMessage
        error={timeline.error}
        fallback={msg`Unable to load posts.`}
        onRetry={() => void timeline.refetch()}
      />
    );
  }
  return (
    <section aria-label={t`Media`}>
      {tiles.length === 0 && !timeline.hasNextPage ? (
        <p className="empty">
          <Trans>No media yet.</Trans>
        </p>
      ) : (
        <ul className="profile-media-grid">
          {tiles.map((tile) => (
            <Tile
              key={tile.media.id}
              tile={tile}
              instance={instance}
              onOpen={(index, element) => {
                opener.current = element;
                setViewerIndex(index);
              }}
            />
          ))}
        </ul>
      )}
      {timeline.isFetchNextPageError && (
        <ErrorMessage error={timeline.error} fallback={msg`Unable to load posts.`} />
      )}
      <LoadMoreButton query={timeline} />
      {viewerIndex !== null && (
        <Suspense fallback={null}>
          <MediaViewer
            media={images}
            index={viewerIndex}
            onIndexChange={setViewerIndex}
            onClose={() => {
              setViewerIndex(null);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
