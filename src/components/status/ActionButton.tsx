import { useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';

interface ActionButtonProps {
  /** Names its class (status-action-reply…), for the colour of a pressed toggle. */
  kind: 'reply' | 'boost' | 'like' | 'bookmark';
  /** A lucide icon, decorative: the label names the button. */
  icon: LucideIcon;
  label: string;
  /** Set for toggles (like, boost, bookmark): announced as pressed or not. */
  pressed?: boolean;
  count?: number;
  disabled?: boolean;
  onClick: () => void;
}

/** One button of a post's action bar, with its count formatted for the reader's locale. */
export function ActionButton({
  kind,
  icon: Icon,
  label,
  pressed,
  count,
  disabled,
  onClick,
}: ActionButtonProps) {
  const { i18n } = useLingui();
  return (
    <button
      type="button"
      className={`status-action status-action-${kind}`}
      aria-pressed={pressed}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon
        className={kind === 'reply' ? 'icon icon-directional' : 'icon'}
        aria-hidden="true"
        fill={pressed && kind !== 'boost' ? 'currentColor' : 'none'}
      />
      <span className="visually-hidden status-action-label">{label}</span>
      {count !== undefined && count > 0 && (
        <>
          {' '}
          <span className="status-action-count">{i18n.number(count, { notation: 'compact' })}</span>
        </>
      )}
    </button>
  );
}
