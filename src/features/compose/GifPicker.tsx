import { Trans, useLingui } from '@lingui/react/macro';
import { ImagePlay } from 'lucide-react';
import { useId, useState } from 'react';
import { downloadGif } from '../../api/media-services';
import { ModalDialog } from '../../components/ModalDialog';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { appConfig } from '../../lib/config';
import type { GifResult } from '../../lib/media-services';
import { useGifSearch } from '../../state/gif-search';
import { useSetting } from '../../state/settings';
import { ToolButton } from './ComposerTools';

const SEARCH_DELAY_MS = 300;

/** "Add a GIF": hidden without the build's GIF service or the setting. */
export function GifPickerButton({
  disabled,
  onPick,
}: {
  disabled: boolean;
  onPick: (file: File, title: string) => void;
}) {
  const { t } = useLingui();
  const [enabled] = useSetting('composerGIFPicker');
  const [open, setOpen] = useState(false);
  if (!enabled || !appConfig.gifSearchUrl) return null;
  return (
    <>
      <ToolButton
        icon={ImagePlay}
        label={t`Add a GIF`}
        disabled={disabled}
        onClick={() => setOpen(true)}
      />
      {open && (
        <GifPickerDialog
          onClose={() => setOpen(false)}
          onPick={(file, title) => {
            setOpen(false);
            onPick(file, title);
          }}
        />
      )}
    </>
  );
}

function GifPickerDialog({
  onClose,
  onPick,
}: {
  onClose: () => void;
  onPick: (file: File, title: string) => void;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query, SEARCH_DELAY_MS);
  const search = useGifSearch(settled);
  const [picking, setPicking] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const pick = async (gif: GifResult) => {
    setPicking(gif.id);
    setFailed(false);
    try {
      onPick(await downloadGif(gif), gif.title);
    } catch {
      setFailed(true);
      setPicking(null);
    }
  };
  const results = search.data ?? [];
  return (
    <ModalDialog labelledBy={titleId} className="gif-picker" onCancel={onClose} closeOnBackdrop>
      <h2 id={titleId}>
        <Trans>Add a GIF</Trans>
      </h2>
      <input
        type="search"
        className="gif-picker-search"
        aria-label={t`Search GIFs`}
        placeholder={t`Search GIFs`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p className="gif-picker-status" role="status">
        {search.isFetching && <Trans comment="Status while a search runs">Searching…</Trans>}
        {!search.isFetching && search.isSuccess && results.length === 0 && (
          <Trans>No GIFs found.</Trans>
        )}
      </p>
      {(search.isError || failed) && (
        <p className="notice notice-error" role="alert">
          {failed ? (
            <Trans>That GIF could not be added.</Trans>
          ) : (
            <Trans>The GIF search is not answering.</Trans>
          )}
        </p>
      )}
      <ul
        className="gif-picker-results"
        aria-label={t({ message: 'GIFs', comment: 'Label of the list of GIFs found' })}
      >
        {results.map((gif, index) => (
          <GifChoice
            key={gif.id}
            gif={gif}
            position={index + 1}
            busy={picking === gif.id}
            disabled={picking !== null}
            onPick={() => void pick(gif)}
          />
        ))}
      </ul>
      <p className="hint">
        <Trans>GIFs come from an outside service; what you search for is sent to it.</Trans>
      </p>
      <div className="button-row">
        <button type="button" className="button" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </ModalDialog>
  );
}

function GifChoice({
  gif,
  position,
  busy,
  disabled,
  onPick,
}: {
  gif: GifResult;
  position: number;
  busy: boolean;
  disabled: boolean;
  onPick: () => void;
}) {
  const { t } = useLingui();
  return (
    <li>
      <button
        type="button"
        className="gif-picker-choice"
        disabled={disabled}
        aria-busy={busy}
        onClick={onPick}
      >
        <img src={gif.previewUrl} alt={gif.title || t`GIF ${position}`} loading="lazy" />
      </button>
    </li>
  );
}
