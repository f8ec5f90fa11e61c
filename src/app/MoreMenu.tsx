import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useId } from 'react';
import { ModalDialog } from '../components/ModalDialog';
import '../styles/more-menu.css';
import type { NavEntry } from '../lib/navigation';
import { NavGroups } from './MainNav';

interface MoreMenuProps {
  /** The navigation entries the tab bar has no room for. */
  entries: NavEntry[];
  onClose: () => void;
}

/** The rest of the navigation, over the screen, in its groups; Escape, Close or a choice closes it. */
export function MoreMenu({ entries, onClose }: MoreMenuProps) {
  const { t } = useLingui();
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
        <button type="button" className="button more-menu-close" onClick={onClose}>
          <X className="icon" aria-hidden="true" />
          {t`Close`}
        </button>
      </div>
      <NavGroups entries={entries} onChoose={onClose} />
    </ModalDialog>
  );
}
