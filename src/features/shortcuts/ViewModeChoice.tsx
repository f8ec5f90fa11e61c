import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { effectiveShortcutsView, type ShortcutsView } from '../../lib/shortcuts';
import { useSettings } from '../../state/settings';
import { useSession } from '../../state/session';

const MODES: { mode: ShortcutsView; label: MessageDescriptor }[] = [
  { mode: null, label: msg`Only on this screen` },
  { mode: 'float-button', label: msg`A floating button with a menu` },
  { mode: 'tab-menu-bar', label: msg`A tab bar` },
  { mode: 'multi-column', label: msg`Columns side by side (on Home)` },
];

/** shortcutsViewMode, with shortcutsColumnsMode kept in step (on for columns only). */
export function ViewModeChoice() {
  const { i18n } = useLingui();
  const session = useSession();
  const current = effectiveShortcutsView(useSettings());
  const choose = (mode: ShortcutsView) =>
    session.settings.setState({
      shortcutsViewMode: mode,
      shortcutsColumnsMode: mode === 'multi-column',
    });
  return (
    <section className="settings-section">
      <fieldset className="shortcut-modes">
        <legend>
          <h2>
            <Trans>Show shortcuts as</Trans>
          </h2>
        </legend>
        {MODES.map(({ mode, label }) => (
          <label key={mode ?? 'none'} className="toggle">
            <input
              type="radio"
              name="shortcuts-view-mode"
              checked={current === mode}
              onChange={() => choose(mode)}
            />
            <span>{i18n._(label)}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
