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
  /** One line on what the setting does, shown under its label. */
  description: MessageDescriptor;
  /** False when the build lacks what the setting needs: the toggle is not shown. */
  available?: () => boolean;
}

const TOGGLES: ToggleSpec[] = [
  {
    key: 'autoRefresh',
    label: msg`Refresh timelines automatically`,
    description: msg`New posts appear on their own while you are at the top, with no button to press.`,
  },
  {
    key: 'boostsCarousel',
    label: msg`Show boosts in a carousel`,
    description: msg`Boosts are gathered in a row you scroll sideways, so they do not crowd out posts.`,
  },
  {
    key: 'timelineActions',
    label: msg`Show reply, boost, like and bookmark buttons in timelines`,
    description: msg`Without them, open a post to act on it.`,
  },
  {
    key: 'homeHideBoosts',
    label: msg`Hide boosts in Home`,
    description: msg`Home shows what people you follow wrote, not what they passed on.`,
  },
  {
    key: 'homeHideReplies',
    label: msg`Hide replies to others in Home`,
    description: msg`Replies to people you do not follow stay out of Home.`,
  },
  {
    key: 'contentTranslation',
    label: msg`Offer to translate posts`,
    description: msg`Posts in other languages get a Translate button.`,
  },
  {
    key: 'contentTranslationAutoInline',
    label: msg`Translate posts automatically`,
    description: msg`Posts in other languages show a translation under the original without asking.`,
  },
  {
    key: 'shortcutsColumnsMode',
    label: msg`Show shortcuts as columns`,
    description: msg`On a wide screen, your shortcuts open side by side, one column each.`,
  },
  {
    key: 'shortcutSettingsCloudImportExport',
    label: msg`Import and export shortcuts through the server`,
    description: msg`Your shortcuts are kept with your account on the server, for your other devices.`,
  },
  {
    key: 'mediaAltGenerator',
    label: msg`Suggest image descriptions`,
    description: msg`When you attach an image, a description service offers a first draft of its text.`,
    available: () => appConfig.altTextServiceUrl !== null,
  },
  {
    key: 'composerGIFPicker',
    label: msg`GIF picker in the composer`,
    description: msg`Adds a button to the composer to search for a GIF and attach it.`,
    available: () => appConfig.gifSearchUrl !== null,
  },
  {
    key: 'cloakMode',
    label: msg`Cloak mode (hide text and images)`,
    description: msg`Blurs names, text and images until you point at or focus them, for reading in public.`,
  },
  {
    key: 'groupedNotificationsAlpha',
    label: msg`Grouped notifications (experimental)`,
    description: msg`Likes and boosts of the same post arrive as one notification, as the server groups them.`,
  },
];

function Toggle({
  setting,
  label,
  description,
}: Omit<ToggleSpec, 'key' | 'available'> & { setting: BooleanSetting }) {
  const { i18n } = useLingui();
  const [value, setValue] = useSetting(setting);
  const descriptionId = `setting-${setting}-description`;
  return (
    <li>
      <label className="toggle">
        <input
          type="checkbox"
          checked={value}
          aria-describedby={descriptionId}
          onChange={(event) => setValue(event.target.checked)}
        />
        <span>{i18n._(label)}</span>
      </label>
      <p className="hint" id={descriptionId}>
        {i18n._(description)}
      </p>
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
        {TOGGLES.filter(({ available }) => available?.() ?? true).map(
          ({ key, label, description }) => (
            <Toggle key={key} setting={key} label={label} description={description} />
          ),
        )}
      </ul>
    </section>
  );
}
