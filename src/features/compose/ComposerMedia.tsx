import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import { ComposerMediaItem } from './ComposerMediaItem';
import { GifPickerButton } from './GifPicker';
import type { ComposerMediaState, MediaHold } from './use-composer-media';
import '../../styles/compose-media.css';

/** The media list with its add button, under the composer's text. */
export function ComposerMedia({ media }: { media: ComposerMediaState }) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const { items, limits, dispatch, blocked } = media;
  const full = items.length >= limits.maxAttachments;
  const accept = limits.supportedMimeTypes?.join(',') ?? 'image/*,video/*,audio/*';
  return (
    <div className="composer-media">
      {items.length > 0 && (
        <ul className="composer-media-list" aria-label={t`Attached media`}>
          {items.map((item, index) => (
            <ComposerMediaItem
              key={item.key}
              item={item}
              position={index + 1}
              count={items.length}
              limits={limits}
              dispatch={dispatch}
              disabled={blocked}
            />
          ))}
        </ul>
      )}
      <div className="composer-media-add">
        <input
          ref={input}
          type="file"
          multiple
          accept={accept}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="media-input"
          onChange={(event) => {
            media.addFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <button
          type="button"
          className="button"
          disabled={blocked || full}
          onClick={() => input.current?.click()}
        >
          <Trans>Add media</Trans>
        </button>
        <GifPickerButton
          disabled={blocked || full}
          onPick={(file, title) => media.addFiles([file], title)}
        />
        <MediaHint>
          {full ? (
            <Trans>This post has all the files it can have.</Trans>
          ) : (
            <Trans>or paste or drop files here</Trans>
          )}
        </MediaHint>
      </div>
      {media.problem && (
        <p className="notice notice-error" role="alert">
          {media.problem}
        </p>
      )}
    </div>
  );
}

function MediaHint({ children }: { children: ReactNode }) {
  return <span className="composer-media-hint">{children}</span>;
}

/** Why Post waits, when the media are the reason. */
export function MediaHoldNote({ hold, id }: { hold: MediaHold | null; id: string }) {
  return (
    <p id={id} className="composer-media-hold" role="status">
      {hold === 'uploading' && <Trans>Posting waits until the media are uploaded.</Trans>}
      {hold === 'failed' && <Trans>Retry or remove the failed upload to post.</Trans>}
      {hold === 'description' && <Trans>An alt text is longer than this server takes.</Trans>}
    </p>
  );
}
