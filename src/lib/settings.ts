import * as v from 'valibot';

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

/** The one schema of per-account settings, checked field by field. */
const SETTINGS_SCHEMA = v.object({
  autoRefresh: v.boolean(),
  shortcutsViewMode: v.nullable(v.picklist(['float-button', 'multi-column', 'tab-menu-bar'])),
  shortcutsColumnsMode: v.boolean(),
  boostsCarousel: v.boolean(),
  contentTranslation: v.boolean(),
  contentTranslationTargetLanguage: v.nullable(v.string()),
  contentTranslationHideLanguages: v.array(v.string()),
  contentTranslationAutoInline: v.boolean(),
  shortcutSettingsCloudImportExport: v.boolean(),
  mediaAltGenerator: v.boolean(),
  composerGIFPicker: v.boolean(),
  cloakMode: v.boolean(),
  groupedNotificationsAlpha: v.boolean(),
  timelineActions: v.boolean(),
  homeHideBoosts: v.boolean(),
  homeHideReplies: v.boolean(),
}) satisfies v.GenericSchema<unknown, Settings>;

const SETTING_KEYS = Object.keys(SETTINGS_SCHEMA.entries) as (keyof Settings)[];

export function isSettingKey(key: string): key is keyof Settings {
  return Object.hasOwn(SETTINGS_SCHEMA.entries, key);
}

/** Whether `value` is one the setting `key` can take. */
export function isSettingValue<K extends keyof Settings>(
  key: K,
  value: unknown,
): value is Settings[K] {
  return v.is(SETTINGS_SCHEMA.entries[key], value);
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
    if (isSettingValue(key, raw[key])) target[key] = raw[key];
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
    if (!isSettingKey(key) || !isSettingValue(key, value)) throw new InvalidSettingsError();
  }
  return { ...defaultSettings(), ...(incoming as Partial<Settings>) };
}
