import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  THEMES,
  TEXT_SIZES,
  type Appearance,
  type TextSize,
  type Theme,
} from '../../lib/appearance';
import { setAppearance, useAppearance } from '../../state/appearance';

const THEME_LABELS: Record<Theme, MessageDescriptor> = {
  system: msg({
    message: 'Follow the system',
    comment: 'Theme: light or dark as the device is set',
  }),
  light: msg({ message: 'Light', comment: 'Theme' }),
  dark: msg({ message: 'Dark', comment: 'Theme' }),
};

const TEXT_SIZE_LABELS: Record<TextSize, MessageDescriptor> = {
  small: msg({ message: 'Small', comment: 'Text size' }),
  default: msg({ message: 'Default', comment: 'Text size' }),
  large: msg({ message: 'Large', comment: 'Text size' }),
  larger: msg({ message: 'Larger', comment: 'Text size' }),
};

function Choice<K extends keyof Appearance>({
  name,
  legend,
  hint,
  options,
  labels,
}: {
  name: K;
  legend: ReactNode;
  hint: ReactNode;
  options: readonly Appearance[K][];
  labels: Record<Appearance[K], MessageDescriptor>;
}) {
  const { i18n } = useLingui();
  const appearance = useAppearance();
  const hintId = `settings-${name}-hint`;
  return (
    <fieldset className="choice-group" aria-describedby={hintId}>
      <legend>{legend}</legend>
      <p className="hint" id={hintId}>
        {hint}
      </p>
      <div className="choice-options">
        {options.map((option) => (
          <label key={option} className="choice-option">
            <input
              type="radio"
              name={`settings-${name}`}
              value={option}
              checked={appearance[name] === option}
              onChange={() => setAppearance({ [name]: option })}
            />
            <span>{i18n._(labels[option])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Theme and text size of this device, applied at once. */
export function AppearanceSettings() {
  return (
    <section className="settings-section" aria-labelledby="settings-appearance">
      <h2 id="settings-appearance">
        <Trans comment="Heading of the settings for theme and text size">Appearance</Trans>
      </h2>
      <Choice
        name="theme"
        legend={
          <Trans comment="Settings: the colour theme (light, dark or as the system)">Theme</Trans>
        }
        hint={<Trans>Light or dark colours, or the same as the rest of this device.</Trans>}
        options={THEMES}
        labels={THEME_LABELS}
      />
      <Choice
        name="textSize"
        legend={<Trans>Text size</Trans>}
        hint={<Trans>The size of all text in the app, with room around it to match.</Trans>}
        options={TEXT_SIZES}
        labels={TEXT_SIZE_LABELS}
      />
      <p className="hint">
        <Trans>Theme and text size are kept on this device, for every account.</Trans>
      </p>
    </section>
  );
}
