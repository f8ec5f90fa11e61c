import { Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { arrowStep, directionOf } from '../../lib/text-direction';
import '../../styles/media-viewer.css';

interface MediaViewerProps {
  media: readonly mastodon.v1.MediaAttachment[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const FOCUSABLE = 'button, [href], video, audio, [tabindex]:not([tabindex="-1"])';

function keepFocusInside(event: KeyboardEvent<HTMLElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.hasAttribute('disabled'),
  );
  if (items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Full-screen media viewer: a modal dialog that keeps focus inside, closes on Escape (focus goes
 * back to what opened it, which the caller restores) and moves with the arrow keys or buttons.
 */
export function MediaViewer({ media, index, onIndexChange, onClose }: MediaViewerProps) {
  const { t, i18n } = useLingui();
  const closeButton = useRef<HTMLButtonElement>(null);
  const item = media[index];
  const count = media.length;
  const position = i18n.number(index + 1);
  const total = i18n.number(count);

  useEffect(() => {
    closeButton.current?.focus();
  }, []);

  const go = (step: number) => onIndexChange((index + step + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = arrowStep(event.key, directionOf(i18n.locale));
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (step !== 0 && count > 1) {
      event.preventDefault();
      go(step);
    } else if (event.key === 'Tab') {
      keepFocusInside(event);
    }
  };

  if (!item) return null;
  const description = item.description?.trim() ?? '';
  return createPortal(
    <div className="media-viewer-backdrop" onClick={onClose}>
      <div
        className="media-viewer"
        role="dialog"
        aria-modal="true"
        aria-label={t`Media ${position} of ${total}`}
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="media-viewer-bar">
          <span aria-live="polite">
            <Trans>
              {position} of {total}
            </Trans>
          </span>
          <button
            ref={closeButton}
            type="button"
            className="icon-button"
            aria-label={t`Close`}
            onClick={onClose}
          >
            <X className="icon" aria-hidden="true" />
          </button>
        </div>
        <figure className="media-viewer-figure">
          {item.type === 'image' ? (
            <img src={item.url ?? item.previewUrl ?? ''} alt={description} />
          ) : item.type === 'audio' ? (
            <audio src={item.url ?? undefined} controls />
          ) : (
            <video
              src={item.url ?? undefined}
              poster={item.previewUrl ?? undefined}
              controls
              loop={item.type === 'gifv'}
              aria-label={description || undefined}
            />
          )}
          {description && <figcaption className="media-viewer-alt">{description}</figcaption>}
        </figure>
        {count > 1 && (
          <div className="media-viewer-nav">
            <button
              type="button"
              className="icon-button"
              aria-label={t({
                message: 'Previous',
                comment: 'Button: shows the previous image or video',
              })}
              onClick={() => go(-1)}
            >
              <ChevronLeft className="icon icon-directional" aria-hidden="true" />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t({ message: 'Next', comment: 'Button: shows the next image or video' })}
              onClick={() => go(1)}
            >
              <ChevronRight className="icon icon-directional" aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
