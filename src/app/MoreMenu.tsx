import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { NavLink } from '../components/router';
import { ModalDialog } from '../components/ModalDialog';
import type { NavEntry } from '../lib/navigation';
import { NAV_LABELS } from './nav-labels';

interface MoreMenuProps {
  /** The navigation entries the tab bar has no room for. */
  entries: NavEntry[];
  onClose: () => void;
}

/** The rest of the navigation, over the screen; Escape, Close or a choice closes it. */
export function MoreMenu({ entries, onClose }: MoreMenuProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  return (
    <ModalDialog labelledBy={headingId} className="more-menu" onCancel={onClose} closeOnBackdrop>
      <div className="more-menu-head">
        <h2 id={headingId}>
          {t({
            message: 'More',
            comment:
              'Menu button or heading: more options (pages of the app, or actions on a post)',
          })}
        </h2>
        <button type="button" className="button" onClick={onClose}>
          {t`Close`}
        </button>
      </div>
      <ul>
        {entries.map(({ key, to, end }) => (
          <li key={to}>
            <NavLink to={to} end={end} onClick={onClose}>
              {i18n._(NAV_LABELS[key])}
            </NavLink>
          </li>
        ))}
      </ul>
    </ModalDialog>
  );
}
