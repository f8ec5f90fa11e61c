import { Trans, useLingui } from '@lingui/react/macro';
import { ImagePlus } from 'lucide-react';
import { useRef } from 'react';
import { ComposerMediaItem } from './ComposerMediaItem';
import { ToolButton } from './ComposerTools';
import { GifPickerButton } from './GifPicker';
import type { ComposerMediaState, MediaHold } from './use-composer-media';
import '../../styles/compose-media.css';

/** The media attached, under the composer's text. */
export function ComposerMedia({ media }: { media: ComposerMediaState }) {
  const { t } = useLingui();
  const { items, limits, dispatch, blocked } = media;
  const full = items.length >= limits.maxAttachments;
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
      {full && (
        <p className="composer-media-hint">
          <Trans>This post has all the files it can have.</Trans>
        </p>
      )}
      {media.problem && (
        <p className="notice notice-error" role="alert">
          {media.problem}
        </p>
      )}
    </div>
  );
}

/** The toolbar's "Add media", with the file input it opens; "Add a GIF" beside it. */
export function AddMediaTools({ media }: { media: ComposerMediaState }) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const { items, limits, blocked } = media;
  const full = items.length >= limits.maxAttachments;
  const accept = limits.supportedMimeTypes?.join(',') ?? 'image/*,video/*,audio/*';
  return (
    <>
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
      <ToolButton
        icon={ImagePlus}
        label={t`Add media`}
        // A tooltip, so never shown on a touch screen, where files are not dropped.
        tooltip={t`Add media (or paste or drop files into the composer)`}
        disabled={blocked || full}
        onClick={() => input.current?.click()}
      />
      <GifPickerButton
        disabled={blocked || full}
        onPick={(file, title) => media.addFiles([file], title)}
      />
    </>
  );
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
