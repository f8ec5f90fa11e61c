import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { fetchImage, generateAltText } from '../../api/media-services';
import { appConfig } from '../../lib/config';
import type { MediaAction, MediaItem } from '../../lib/compose/media-draft';
import { useSetting } from '../../state/settings';

type Phase = 'idle' | 'working' | 'failed';

/**
 * "Generate alt text" on an image: the build's alt-text service describes it and the description
 * fills the alt text, to be read and corrected. Hidden without the service or the setting.
 */
export function GenerateAltText({
  item,
  dispatch,
  disabled,
}: {
  item: MediaItem;
  dispatch: (action: MediaAction) => void;
  disabled: boolean;
}) {
  const [enabled] = useSetting('mediaAltGenerator');
  const [phase, setPhase] = useState<Phase>('idle');
  const serviceUrl = appConfig.altTextServiceUrl;
  const source = item.file ?? item.previewUrl;
  if (!enabled || !serviceUrl || item.kind !== 'image' || !source) return null;

  const generate = async () => {
    setPhase('working');
    try {
      const image = typeof source === 'string' ? await fetchImage(source) : source;
      const description = await generateAltText(serviceUrl, image);
      dispatch({ type: 'describe', key: item.key, description });
      setPhase('idle');
    } catch {
      setPhase('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={disabled || phase === 'working'}
        onClick={() => void generate()}
      >
        <Trans>Generate alt text</Trans>
      </button>
      <span className="composer-media-generated" role="status">
        {phase === 'working' && <Trans>Describing the image…</Trans>}
      </span>
      {phase === 'failed' && (
        <span className="composer-media-generated notice-error" role="alert">
          <Trans>The alt text could not be generated. Write it yourself, or try again.</Trans>
        </span>
      )}
    </>
  );
}
