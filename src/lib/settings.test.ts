import { describe, expect, test } from 'vitest';
import {
  DEFAULT_SETTINGS,
  InvalidSettingsError,
  exportSettings,
  importSettings,
  parseStoredSettings,
} from './settings';

test('defaults are exactly those of the specification, plus the reading settings', () => {
  expect(DEFAULT_SETTINGS).toEqual({
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
});

describe('stored settings', () => {
  test('nothing stored gives the defaults', () => {
    expect(parseStoredSettings(undefined)).toEqual({ settings: DEFAULT_SETTINGS, invalid: [] });
  });

  test('valid fields are kept, invalid ones fall back and are reported', () => {
    const { settings, invalid } = parseStoredSettings({
      autoRefresh: true,
      boostsCarousel: 'yes',
      contentTranslationHideLanguages: ['de', 3],
      shortcutsViewMode: 'multi-column',
      somethingElse: 1,
    });
    expect(settings.autoRefresh).toBe(true);
    expect(settings.boostsCarousel).toBe(true);
    expect(settings.contentTranslationHideLanguages).toEqual([]);
    expect(settings.shortcutsViewMode).toBe('multi-column');
    expect(invalid).toEqual(['boostsCarousel', 'contentTranslationHideLanguages']);
  });

  test.each([
    ['a full record', { ...DEFAULT_SETTINGS, cloakMode: true, shortcutsViewMode: 'tab-menu-bar' }],
    // Stored before the reading settings existed: what is missing takes its default.
    ['an older record', { autoRefresh: true, shortcutsViewMode: 'float-button' }],
  ])('%s is read as stored, defaults filling the gaps', (_name, raw) => {
    expect(parseStoredSettings(raw)).toEqual({
      settings: { ...DEFAULT_SETTINGS, ...raw },
      invalid: [],
    });
  });

  test.each([['string'], [42], [[1, 2]]])('%j falls back to the defaults', (raw) => {
    expect(parseStoredSettings(raw).settings).toEqual(DEFAULT_SETTINGS);
  });

  test('the defaults object is never shared', () => {
    const { settings } = parseStoredSettings(undefined);
    settings.contentTranslationHideLanguages.push('fr');
    expect(DEFAULT_SETTINGS.contentTranslationHideLanguages).toEqual([]);
  });
});

describe('import and export', () => {
  test('an export imports back to the same settings', () => {
    const settings = {
      ...DEFAULT_SETTINGS,
      cloakMode: true,
      contentTranslationHideLanguages: ['ja'],
    };
    expect(importSettings(exportSettings(settings))).toEqual(settings);
  });

  test('missing keys take defaults', () => {
    const text = JSON.stringify({
      format: 'petrel-settings',
      version: 1,
      settings: { autoRefresh: true },
    });
    expect(importSettings(text)).toEqual({ ...DEFAULT_SETTINGS, autoRefresh: true });
  });

  test.each([
    ['not json', '{'],
    ['not an object', '[]'],
    ['no format', JSON.stringify({ settings: {} })],
    ['wrong version', JSON.stringify({ format: 'petrel-settings', version: 2, settings: {} })],
    [
      'settings not an object',
      JSON.stringify({ format: 'petrel-settings', version: 1, settings: [] }),
    ],
    [
      'unknown key',
      JSON.stringify({ format: 'petrel-settings', version: 1, settings: { x: true } }),
    ],
    [
      'wrong type',
      JSON.stringify({ format: 'petrel-settings', version: 1, settings: { autoRefresh: 'true' } }),
    ],
    [
      'bad view mode',
      JSON.stringify({
        format: 'petrel-settings',
        version: 1,
        settings: { shortcutsViewMode: 'grid' },
      }),
    ],
  ])('%s: "Invalid settings format"', (_case, text) => {
    expect(() => importSettings(text)).toThrow(InvalidSettingsError);
    expect(() => importSettings(text)).toThrow('Invalid settings format');
  });
});
