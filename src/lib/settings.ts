export type ShortcutsViewMode = 'float-button' | 'multi-column' | 'tab-menu-bar' | null;

export interface Settings {
  autoRefresh: boolean;
  shortcutsViewMode: ShortcutsViewMode;
  shortcutsColumnsMode: boolean;
  boostsCarousel: boolean;
  contentTranslation: boolean;
  contentTranslationTargetLanguage: string | null;
  contentTranslationHideLanguages: string[];
  contentTranslationAutoInline: boolean;
  shortcutSettingsCloudImportExport: boolean;
  mediaAltGenerator: boolean;
  composerGIFPicker: boolean;
  cloakMode: boolean;
  groupedNotificationsAlpha: boolean;
  /** Reply, boost, like, bookmark and more buttons on every post in timelines. */
  timelineActions: boolean;
  homeHideBoosts: boolean;
  homeHideReplies: boolean;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  autoRefresh: false,
  shortcutsViewMode: null,
  shortcutsColumnsMode: false,
  boostsCarousel: true,
  contentTranslation: true,
  contentTranslationTargetLanguage: null,
  contentTranslationHideLanguages: [],
  contentTranslationAutoInline: false,
  shortcutSettingsCloudImportExport: false,
  mediaAltGenerator: false,
  composerGIFPicker: false,
  cloakMode: false,
  groupedNotificationsAlpha: false,
  timelineActions: true,
  homeHideBoosts: false,
  homeHideReplies: false,
});

type Validators = { [K in keyof Settings]: (value: unknown) => value is Settings[K] };

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isStringOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

/** The one schema of per-account settings: a type guard per field. */
export const SETTINGS_SCHEMA: Validators = {
  autoRefresh: isBoolean,
  shortcutsViewMode: (value): value is ShortcutsViewMode =>
    value === null ||
    value === 'float-button' ||
    value === 'multi-column' ||
    value === 'tab-menu-bar',
  shortcutsColumnsMode: isBoolean,
  boostsCarousel: isBoolean,
  contentTranslation: isBoolean,
  contentTranslationTargetLanguage: isStringOrNull,
  contentTranslationHideLanguages: (value): value is string[] =>
    Array.isArray(value) && value.every((item) => typeof item === 'string'),
  contentTranslationAutoInline: isBoolean,
  shortcutSettingsCloudImportExport: isBoolean,
  mediaAltGenerator: isBoolean,
  composerGIFPicker: isBoolean,
  cloakMode: isBoolean,
  groupedNotificationsAlpha: isBoolean,
  timelineActions: isBoolean,
  homeHideBoosts: isBoolean,
  homeHideReplies: isBoolean,
};

const SETTING_KEYS = Object.keys(SETTINGS_SCHEMA) as (keyof Settings)[];

export function isSettingKey(key: string): key is keyof Settings {
  return Object.hasOwn(SETTINGS_SCHEMA, key);
}

export function defaultSettings(): Settings {
  return { ...DEFAULT_SETTINGS, contentTranslationHideLanguages: [] };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads stored settings leniently: each missing or invalid field falls back to its default,
 * and the names of the invalid ones are returned so they can be reported.
 */
export function parseStoredSettings(raw: unknown): { settings: Settings; invalid: string[] } {
  const settings = defaultSettings();
  if (raw === undefined || raw === null) return { settings, invalid: [] };
  if (!isPlainObject(raw)) return { settings, invalid: ['*'] };
  const invalid: string[] = [];
  const target = settings as unknown as Record<string, unknown>;
  for (const key of SETTING_KEYS) {
    if (!(key in raw)) continue;
    if (SETTINGS_SCHEMA[key](raw[key])) target[key] = raw[key];
    else invalid.push(key);
  }
  return { settings, invalid };
}

export class InvalidSettingsError extends Error {
  constructor() {
    super('Invalid settings format');
    this.name = 'InvalidSettingsError';
  }
}

export const SETTINGS_FILE_FORMAT = 'petrel-settings';
export const SETTINGS_FILE_VERSION = 1;

export function exportSettings(settings: Settings): string {
  return JSON.stringify(
    { format: SETTINGS_FILE_FORMAT, version: SETTINGS_FILE_VERSION, settings },
    null,
    2,
  );
}

/**
 * Reads an exported settings file strictly: anything malformed (not our format, an unknown
 * key, a value of the wrong type) throws 'Invalid settings format'. Missing keys take defaults.
 */
export function importSettings(text: string): Settings {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new InvalidSettingsError();
  }
  if (
    !isPlainObject(parsed) ||
    parsed.format !== SETTINGS_FILE_FORMAT ||
    parsed.version !== SETTINGS_FILE_VERSION ||
    !isPlainObject(parsed.settings)
  ) {
    throw new InvalidSettingsError();
  }
  const incoming = parsed.settings;
  for (const [key, value] of Object.entries(incoming)) {
    if (!isSettingKey(key) || !SETTINGS_SCHEMA[key](value)) throw new InvalidSettingsError();
  }
  return { ...defaultSettings(), ...(incoming as Partial<Settings>) };
}
