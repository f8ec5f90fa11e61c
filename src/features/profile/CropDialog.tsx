import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
// Bundled as a file: the Content-Security-Policy forbids the style element it would inject.
import 'react-easy-crop/react-easy-crop.css';
import { ModalDialog } from '../../components/ModalDialog';
import { CROP_ASPECT, type ProfileImageKind } from '../../lib/profile-edit';
import { CancelOrConfirm } from '../../components/CancelOrConfirm';
import '../../styles/post-dialog.css';

interface CropDialogProps {
  kind: ProfileImageKind;
  /** An object URL of the chosen file. */
  src: string;
  onCrop: (area: Area) => void;
  onCancel: () => void;
}

/** Chooses the part of an image kept: dragged or moved with the arrow keys, zoomed with the slider. */
export function CropDialog({ kind, src, onCrop, onCancel }: CropDialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const zoomId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  return (
    <ModalDialog className="post-dialog crop-dialog" labelledBy={titleId} onCancel={onCancel}>
      <h2 id={titleId} className="post-dialog-title">
        {kind === 'avatar' ? t`Crop the avatar` : t`Crop the header`}
      </h2>
      <p className="post-dialog-hint">
        <Trans>Drag the image, or focus it and use the arrow keys, to choose what is kept.</Trans>
      </p>
      <div className={`crop-area crop-area-${kind}`}>
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={CROP_ASPECT[kind]}
          cropShape={kind === 'avatar' ? 'round' : 'rect'}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_percent, pixels) => setArea(pixels)}
          keyboardStep={10}
          disableAutomaticStylesInjection
          cropperProps={{ role: 'group', 'aria-label': t`Part of the image kept` }}
        />
      </div>
      <label htmlFor={zoomId}>
        <Trans comment="Label of the slider that enlarges the image being cropped">Zoom</Trans>
      </label>
      <input
        id={zoomId}
        type="range"
        min={1}
        max={3}
        step={0.05}
        value={zoom}
        onChange={(event) => setZoom(Number(event.target.value))}
      />
      <CancelOrConfirm onCancel={onCancel} disabled={!area} onConfirm={() => area && onCrop(area)}>
        <Trans>Use this</Trans>
      </CancelOrConfirm>
    </ModalDialog>
  );
}
