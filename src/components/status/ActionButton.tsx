import { useLingui } from '@lingui/react/macro';
import { Icon, type IconName } from './icons';

interface ActionButtonProps {
  icon: IconName;
  label: string;
  /** Set for toggles (like, boost, bookmark): announced as pressed or not. */
  pressed?: boolean;
  count?: number;
  disabled?: boolean;
  onClick: () => void;
}

/** One button of a post's action bar, with its count formatted for the reader's locale. */
export function ActionButton({
  icon,
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
      className={`status-action status-action-${icon}`}
      aria-pressed={pressed}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon name={icon} filled={pressed} />
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
