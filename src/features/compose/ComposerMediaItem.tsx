import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { MediaAction, MediaItem } from '../../lib/compose/media-draft';
import { descriptionLeft, type MediaLimits } from '../../lib/compose/media-limits';
import { GenerateAltText } from './GenerateAltText';
import { MediaFocusEditor } from './MediaFocusEditor';
import { MediaPreview } from './MediaPreview';

interface Props {
  item: MediaItem;
  position: number;
  count: number;
  limits: MediaLimits;
  dispatch: (action: MediaAction) => void;
  disabled: boolean;
}

/** One file of the draft: its preview, where its upload is, its alt text and focal point. */
export function ComposerMediaItem({ item, position, count, limits, dispatch, disabled }: Props) {
  const { t } = useLingui();
  const ids = { alt: useId(), left: useId(), reminder: useId() };
  const name = item.name ?? t`File ${position} of ${count}`;
  const left = descriptionLeft(item.description, limits);
  const over = -left;
  const showsSomething = item.kind !== 'audio' && item.kind !== 'unknown';
  return (
    <li className="composer-media-item" aria-label={name}>
      <div className="composer-media-thumb">
        {item.kind === 'image' || item.kind === 'gifv' ? (
          <MediaPreview file={item.file} url={item.previewUrl} />
        ) : (
          <span className="composer-media-kind">{item.kind}</span>
        )}
      </div>
      <div className="composer-media-body">
        <p className="composer-media-name">{name}</p>
        <UploadStatus item={item} name={name} dispatch={dispatch} disabled={disabled} />
        <label htmlFor={ids.alt}>
          <Trans>Alt text</Trans>
        </label>
        <textarea
          id={ids.alt}
          className="composer-media-alt"
          rows={2}
          value={item.description}
          disabled={disabled}
          aria-describedby={`${ids.left} ${ids.reminder}`}
          onChange={(event) =>
            dispatch({ type: 'describe', key: item.key, description: event.target.value })
          }
        />
        <p
          id={ids.left}
          className={left < 0 ? 'composer-count composer-count-over' : 'composer-count'}
        >
          {left < 0 ? (
            <Trans>{over} characters over the limit</Trans>
          ) : (
            <Trans>{left} characters left</Trans>
          )}
        </p>
        <p id={ids.reminder} className="composer-media-reminder">
          {showsSomething && item.description.trim() === '' && (
            <Trans>No alt text yet: describe it for people who cannot see it.</Trans>
          )}
        </p>
        <div className="composer-media-actions">
          <GenerateAltText item={item} dispatch={dispatch} disabled={disabled} />
          {item.kind === 'image' && (item.file || item.previewUrl) && (
            <MediaFocusEditor
              file={item.file}
              url={item.previewUrl}
              focus={item.focus}
              disabled={disabled}
              onChange={(focus) => dispatch({ type: 'set-focus', key: item.key, focus })}
            />
          )}
          <button
            type="button"
            className="button"
            disabled={disabled}
            onClick={() => dispatch({ type: 'remove', key: item.key })}
          >
            <Trans comment="Button: removes the item (an attachment, keyword, list member, field or shortcut)">
              Remove
            </Trans>
          </button>
        </div>
      </div>
    </li>
  );
}

function UploadStatus({
  item,
  name,
  dispatch,
  disabled,
}: {
  item: MediaItem;
  name: string;
  dispatch: (action: MediaAction) => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const { upload } = item;
  switch (upload.phase) {
    case 'uploading':
      return (
        <div className="composer-media-status">
          <progress value={upload.progress} max={1} aria-label={t`Uploading ${name}`} />
          <span role="status">
            <Trans comment="Status of a media file being uploaded">Uploading…</Trans>
          </span>
        </div>
      );
    case 'processing':
      return (
        <p className="composer-media-status" role="status">
          <Trans comment="Status of an uploaded media file while the server processes it">
            Processing…
          </Trans>
        </p>
      );
    case 'ready':
      return (
        <p className="composer-media-status" role="status">
          <Trans comment="Status of a media file whose upload finished">Uploaded</Trans>
        </p>
      );
    case 'failed': {
      const reason = upload.message;
      return (
        <div className="composer-media-status composer-media-failed">
          <p role="alert">
            <Trans>Upload failed: {reason}</Trans>
          </p>
          {upload.retryable && (
            <button
              type="button"
              className="button"
              disabled={disabled}
              onClick={() => dispatch({ type: 'retry', key: item.key })}
            >
              <Trans comment="Button: tries the failed upload again">Retry</Trans>
            </button>
          )}
        </div>
      );
    }
  }
}
