import { useLingui } from '@lingui/react/macro';
import { NavLink } from '../../components/router';
import { useShortcutLinks } from './use-shortcut-links';

/** The shortcuts as a bar of tabs above the screen. */
export function ShortcutTabs() {
  const { t } = useLingui();
  const links = useShortcutLinks();
  if (links.length === 0) return null;
  return (
    <nav className="shortcut-tabs" aria-label={t`Shortcuts`}>
      <ul>
        {links.map(({ key, to, label }) => (
          <li key={key}>
            <NavLink to={to} end>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
