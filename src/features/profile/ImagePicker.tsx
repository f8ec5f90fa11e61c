import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { Area } from 'react-easy-crop';
import {
  imageFileProblem,
  PROFILE_IMAGE_FILE_LIMIT,
  type ProfileImageKind,
} from '../../lib/profile-edit';
import { CropDialog } from './CropDialog';
import { cropImage, loadImage } from './crop-image';

/** A cropped image to send, with an object URL to preview it. */
export interface ChosenImage {
  blob: Blob;
  url: string;
}

interface ImagePickerProps {
  kind: ProfileImageKind;
  /** The image the profile has now. */
  current: string;
  /** The cropped image to send, or undefined to keep the current one. */
  value: ChosenImage | undefined;
  onChange: (image: ChosenImage | undefined) => void;
}

/** An avatar or header chosen from a file, cropped, previewed; a bad file is said, nothing lost. */
export function ImagePicker({ kind, current, value, onChange }: ImagePickerProps) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const problemId = useId();
  const input = useRef<HTMLInputElement>(null);
  /** The chosen file's object URL while it is being cropped. */
  const [chosenUrl, setChosenUrl] = useState<string>();
  const [problem, setProblem] = useState<string | null>(null);
  const preview = value?.url ?? current;
  const replace = (next: ChosenImage | undefined) => {
    if (value) URL.revokeObjectURL(value.url);
    onChange(next);
  };
  const endCrop = () => {
    if (chosenUrl) URL.revokeObjectURL(chosenUrl);
    setChosenUrl(undefined);
  };
  const limit = i18n.number(PROFILE_IMAGE_FILE_LIMIT / 1024 / 1024, {
    style: 'unit',
    unit: 'megabyte',
  });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const kindProblem = imageFileProblem(file);
    if (kindProblem === 'too-big') return setProblem(t`This file is too big: at most ${limit}.`);
    const url = URL.createObjectURL(file);
    const readable =
      kindProblem === null &&
      (await loadImage(url).then(
        () => true,
        () => false,
      ));
    if (!readable) {
      URL.revokeObjectURL(url);
      return setProblem(t`This file is not an image Petrel can use (PNG, JPEG, GIF, WebP).`);
    }
    setProblem(null);
    setChosenUrl(url);
  };
  const crop = async (area: Area) => {
    if (!chosenUrl) return;
    try {
      const blob = await cropImage(chosenUrl, area, kind);
      replace({ blob, url: URL.createObjectURL(blob) });
    } catch {
      setProblem(t`This image could not be cropped.`);
    }
    endCrop();
  };

  const label =
    kind === 'avatar'
      ? t({ message: 'Avatar', comment: 'The small profile picture of an account' })
      : t({ message: 'Header', comment: 'The wide banner image at the top of a profile' });
  return (
    <div className={`image-picker image-picker-${kind}`}>
      <span className="image-picker-label">{label}</span>
      <div className="image-picker-preview">
        {preview && !preview.endsWith('/missing.png') ? (
          <img
            src={preview}
            alt={
              value
                ? kind === 'avatar'
                  ? t`New avatar`
                  : t`New header`
                : kind === 'avatar'
                  ? t`Current avatar`
                  : t`Current header`
            }
            data-testid={`${kind}-preview`}
          />
        ) : (
          <span className="image-picker-empty" />
        )}
      </div>
      <div className="button-row image-picker-actions">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          hidden
          data-testid={`${kind}-file`}
          onChange={(event) => void choose(event)}
        />
        <button
          type="button"
          className="button"
          aria-describedby={problem ? problemId : undefined}
          onClick={() => input.current?.click()}
        >
          {kind === 'avatar' ? <Trans>Choose an avatar…</Trans> : <Trans>Choose a header…</Trans>}
        </button>
        {value && (
          <button type="button" className="button" onClick={() => replace(undefined)}>
            <Trans>Keep the current one</Trans>
          </button>
        )}
      </div>
      {problem && (
        <p id={problemId} className="field-problem" role="alert">
          {problem}
        </p>
      )}
      {chosenUrl && (
        <CropDialog
          kind={kind}
          src={chosenUrl}
          onCrop={(area) => void crop(area)}
          onCancel={endCrop}
        />
      )}
    </div>
  );
}
