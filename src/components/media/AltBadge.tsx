import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { useDismiss } from '../use-dismiss';

/** A visible "ALT" badge on described media; pressing it shows the description. */
export function AltBadge({ description }: { description: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const text = useRef<HTMLParagraphElement>(null);
  useDismiss(open, () => setOpen(false), { inside: [button, text], opener: button });
  return (
    <>
      <button
        ref={button}
        type="button"
        className="media-alt-badge"
        aria-expanded={open}
        aria-controls={id}
        aria-label={t`Show description`}
        onClick={() => setOpen((value) => !value)}
      >
        <Trans comment="Badge on media that has a text description">ALT</Trans>
      </button>
      <p ref={text} id={id} className="media-alt-text" hidden={!open}>
        {description}
      </p>
    </>
  );
}
