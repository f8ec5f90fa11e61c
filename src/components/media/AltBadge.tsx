import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';

/** A visible "ALT" badge on described media; pressing it shows the description. */
export function AltBadge({ description }: { description: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        className="media-alt-badge"
        aria-expanded={open}
        aria-controls={id}
        aria-label={t`Show description`}
        onClick={() => setOpen((value) => !value)}
      >
        <Trans comment="Badge on media that has a text description">ALT</Trans>
      </button>
      <p id={id} className="media-alt-text" hidden={!open}>
        {description}
      </p>
    </>
  );
}
