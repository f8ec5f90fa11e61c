import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type PointerEvent } from 'react';
import { useDismiss } from '../../components/use-dismiss';
import { MediaPreview } from './MediaPreview';
import { focusFromPoint, pointFromFocus, type Focus } from '../../lib/compose/media-draft';

interface Props {
  file: Blob | null;
  url: string | null;
  focus: Focus | null;
  disabled: boolean;
  onChange: (focus: Focus) => void;
}

const percent = (share: number) => Math.round(share * 100);

/**
 * The focal point (the part of the image kept in view when it is cropped): chosen by pointing at
 * the image, or with two sliders from the keyboard.
 */
export function MediaFocusEditor({ file, url, focus, disabled, onChange }: Props) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panel = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Escape closes it (not the composer around it); pressing the image must not.
  useDismiss(open, () => setOpen(false), { inside: root, opener: button, closeOnOutside: false });
  const point = pointFromFocus(focus);
  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange(
      focusFromPoint(
        (event.clientX - box.left) / box.width,
        (event.clientY - box.top) / box.height,
      ),
    );
  };
  return (
    <div className="composer-media-focus" ref={root}>
      <button
        ref={button}
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={panel}
        disabled={disabled}
        onClick={() => setOpen(!open)}
      >
        <Trans>Focal point</Trans>
      </button>
      {open && (
        <div id={panel} className="composer-media-focus-panel">
          <div
            className="composer-media-focus-image"
            onPointerDown={(event) => {
              if (disabled) return;
              event.currentTarget.setPointerCapture(event.pointerId);
              fromPointer(event);
            }}
            onPointerMove={(event) => {
              if (event.currentTarget.hasPointerCapture(event.pointerId)) fromPointer(event);
            }}
          >
            <MediaPreview file={file} url={url} />
            <span
              className="composer-media-focus-mark"
              style={{ left: `${point.left * 100}%`, top: `${point.top * 100}%` }}
              aria-hidden="true"
            />
          </div>
          <label className="composer-media-focus-range">
            <Trans>From the left</Trans>
            <input
              type="range"
              min={0}
              max={100}
              value={percent(point.left)}
              aria-valuetext={`${percent(point.left)}%`}
              disabled={disabled}
              onChange={(event) =>
                onChange(focusFromPoint(Number(event.target.value) / 100, point.top))
              }
            />
          </label>
          <label className="composer-media-focus-range">
            <Trans>From the top</Trans>
            <input
              type="range"
              min={0}
              max={100}
              value={percent(point.top)}
              aria-valuetext={`${percent(point.top)}%`}
              disabled={disabled}
              onChange={(event) =>
                onChange(focusFromPoint(point.left, Number(event.target.value) / 100))
              }
            />
          </label>
          <p className="composer-media-hint">
            {t`Point at the part of the image that must stay in view when it is cropped.`}
          </p>
        </div>
      )}
    </div>
  );
}
