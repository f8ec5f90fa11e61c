import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { appConfig } from '../../lib/config';
import type { Settings } from '../../lib/settings';
import { useSetting } from '../../state/settings';

type BooleanSetting = {
  [K in keyof Settings]: Settings[K] extends boolean ? K : never;
}[keyof Settings];

interface ToggleSpec {
  key: BooleanSetting;
  label: MessageDescriptor;
  /** False when the build lacks what the setting needs: the toggle is not shown. */
  available?: () => boolean;
}

const TOGGLES: ToggleSpec[] = [
  { key: 'autoRefresh', label: msg`Refresh timelines automatically` },
  { key: 'boostsCarousel', label: msg`Show boosts in a carousel` },
  { key: 'timelineActions', label: msg`Show reply, boost, like and bookmark buttons in timelines` },
  { key: 'homeHideBoosts', label: msg`Hide boosts in Home` },
  { key: 'homeHideReplies', label: msg`Hide replies to others in Home` },
  { key: 'contentTranslation', label: msg`Offer to translate posts` },
  { key: 'contentTranslationAutoInline', label: msg`Translate posts automatically` },
  { key: 'shortcutsColumnsMode', label: msg`Show shortcuts as columns` },
  {
    key: 'shortcutSettingsCloudImportExport',
    label: msg`Import and export shortcuts through the server`,
  },
  {
    key: 'mediaAltGenerator',
    label: msg`Suggest image descriptions`,
    available: () => appConfig.altTextServiceUrl !== null,
  },
  {
    key: 'composerGIFPicker',
    label: msg`GIF picker in the composer`,
    available: () => appConfig.gifSearchUrl !== null,
  },
  { key: 'cloakMode', label: msg`Cloak mode (hide text and images)` },
  { key: 'groupedNotificationsAlpha', label: msg`Grouped notifications (experimental)` },
];

function Toggle({ setting, label }: { setting: BooleanSetting; label: MessageDescriptor }) {
  const { i18n } = useLingui();
  const [value, setValue] = useSetting(setting);
  return (
    <li>
      <label className="toggle">
        <input
          type="checkbox"
          checked={value}
          onChange={(event) => setValue(event.target.checked)}
        />
        <span>{i18n._(label)}</span>
      </label>
    </li>
  );
}

export function SettingsToggles() {
  return (
    <section className="settings-section" aria-labelledby="settings-preferences">
      <h2 id="settings-preferences">
        <Trans comment="Heading of the settings that turn features on or off">Preferences</Trans>
      </h2>
      <p className="hint">
        <Trans>These settings belong to the current account and are stored on this device.</Trans>
      </p>
      <ul className="toggle-list">
        {TOGGLES.filter(({ available }) => available?.() ?? true).map(({ key, label }) => (
          <Toggle key={key} setting={key} label={label} />
        ))}
      </ul>
    </section>
  );
}
