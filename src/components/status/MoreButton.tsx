import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentPropsWithRef } from 'react';
import { Ellipsis } from 'lucide-react';

interface MoreButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'type' | 'className' | 'title' | 'children'
> {
  open: boolean;
  /** The menu's id, while it is open. */
  controls?: string;
}

/** The "More" button that opens a menu (a post's or a profile's). */
export function MoreButton({ open, controls, ...rest }: MoreButtonProps) {
  const { t } = useLingui();
  return (
    <button
      {...rest}
      type="button"
      className="status-action"
      aria-haspopup="menu"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      title={t`More`}
    >
      <Ellipsis className="icon" aria-hidden="true" />
      <span className="visually-hidden status-action-label">
        <Trans>More</Trans>
      </span>
    </button>
  );
}
