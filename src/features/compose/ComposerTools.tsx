import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AtSign, Ellipsis, Globe, Lock, LockOpen, type LucideIcon } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Avatar } from '../../components/Avatar';
import { usePopover } from '../../components/use-popover';
import { storedHandle } from '../../lib/accounts';
import type { Visibility } from '../../lib/compose/composer';
import { useSession } from '../../state/session';

interface ToolButtonProps {
  icon: LucideIcon;
  /** The accessible name, also the tooltip unless one is given. */
  label: string;
  tooltip?: string;
  /** A toggle says whether it is on. */
  pressed?: boolean;
  disabled?: boolean;
  describedBy?: string;
  /** A tool opening a panel says whether it is open, and which panel it is. */
  expanded?: boolean;
  controls?: string;
  ref?: Ref<HTMLButtonElement>;
  onClick: () => void;
  /** Shown beside the icon (a badge). */
  children?: ReactNode;
}

/** One of the composer's tools: an icon button with a name and a tooltip. */
export function ToolButton({
  icon: Icon,
  label,
  tooltip = label,
  pressed,
  disabled,
  describedBy,
  expanded,
  controls,
  ref,
  onClick,
  children,
}: ToolButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className="composer-tool"
      aria-label={label}
      title={tooltip}
      aria-pressed={pressed}
      disabled={disabled}
      aria-describedby={describedBy}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
    >
      <Icon className="icon" aria-hidden="true" />
      {children}
    </button>
  );
}

const VISIBILITIES: { value: Visibility; icon: LucideIcon; label: ReturnType<typeof msg> }[] = [
  {
    value: 'public',
    icon: Globe,
    label: msg({
      message: 'Public',
      comment: 'Visibility of a post: anyone can see it, in public timelines too',
    }),
  },
  { value: 'unlisted', icon: LockOpen, label: msg`Quiet public` },
  { value: 'private', icon: Lock, label: msg`Followers only` },
  { value: 'direct', icon: AtSign, label: msg`Mentioned people only` },
];

interface VisibilityToolProps {
  visibility: Visibility;
  disabled: boolean;
  describedBy?: string;
  onChange: (visibility: Visibility) => void;
}

/** Who can see the post: the icon of the current choice over the list of choices. */
export function VisibilityTool({
  visibility,
  disabled,
  describedBy,
  onChange,
}: VisibilityToolProps) {
  const { t, i18n } = useLingui();
  const current = VISIBILITIES.find(({ value }) => value === visibility) ?? VISIBILITIES[0];
  const Icon = current.icon;
  const name = i18n._(current.label);
  return (
    <span className="composer-tool composer-tool-select" title={t`Visibility: ${name}`}>
      <Icon className="icon" aria-hidden="true" />
      <select
        aria-label={t({
          message: 'Visibility',
          comment: 'Label of the choice of who can see a post',
        })}
        value={visibility}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value as Visibility)}
      >
        {VISIBILITIES.map(({ value, label }) => (
          <option key={value} value={value}>
            {i18n._(label)}
          </option>
        ))}
      </select>
    </span>
  );
}

/** "More": the composer's less used choices, in a panel over the toolbar. */
export function MoreTools({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { open, toggle, id, root, button } = usePopover();
  const label = t`More options`;
  return (
    <div className="composer-more" ref={root}>
      <ToolButton
        ref={button}
        icon={Ellipsis}
        label={label}
        expanded={open}
        controls={id}
        onClick={toggle}
      />
      <div id={id} className="composer-tool-panel composer-more-panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}

/** The account the post goes from: its avatar and handle. */
export function PostingAs() {
  const { account } = useSession();
  if (!account) return null;
  const { info } = account;
  const handle = storedHandle(account);
  return (
    <p className="composer-account">
      <Avatar src={info.avatar_static || info.avatar} size={28} />
      <span className="visually-hidden">
        <Trans>Posting as</Trans>{' '}
      </span>
      {/* Cut with an ellipsis on a narrow screen: the whole handle is its title. */}
      <span className="composer-account-handle" dir="ltr" title={handle}>
        {handle}
      </span>
    </p>
  );
}
