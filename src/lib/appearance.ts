/**
 * How the app looks on this device: the colour theme and the text size. Kept per device (like the
 * interface language), since they follow the screen and the eyes, not the account.
 */

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Text sizes, smallest first; each scales the root font size, and with it text and spacing. */
export const TEXT_SIZES = ['small', 'default', 'large', 'larger'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export interface Appearance {
  theme: Theme;
  textSize: TextSize;
}

const DEFAULT_APPEARANCE: Readonly<Appearance> = Object.freeze({
  theme: 'system',
  textSize: 'default',
});

/** The root font size of each text size, in percent of the browser's own. */
const TEXT_SIZE_PERCENT: Record<TextSize, number> = {
  small: 87.5,
  default: 100,
  large: 112.5,
  larger: 125,
};

const isTheme = (value: unknown): value is Theme => THEMES.includes(value as Theme);
const isTextSize = (value: unknown): value is TextSize => TEXT_SIZES.includes(value as TextSize);

/** A stored record read leniently: a missing or unknown field takes its default. */
export function parseAppearance(raw: unknown): Appearance {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    theme: isTheme(record.theme) ? record.theme : DEFAULT_APPEARANCE.theme,
    textSize: isTextSize(record.textSize) ? record.textSize : DEFAULT_APPEARANCE.textSize,
  };
}

/**
 * What the root element carries for an appearance: `data-theme` (none when following the system)
 * and an inline font size (none at the default size, so the browser's own setting stands).
 */
export function rootAttributes(appearance: Appearance): {
  dataTheme: 'light' | 'dark' | null;
  fontSize: string | null;
} {
  const percent = TEXT_SIZE_PERCENT[appearance.textSize];
  return {
    dataTheme: appearance.theme === 'system' ? null : appearance.theme,
    fontSize: percent === 100 ? null : `${percent}%`,
  };
}
