import { describe, expect, test } from 'vitest';
import { matchLocale } from './locale';
import { plainLocaleMatch } from './locale-fast-path';

// The catalogs Petrel ships (src/i18n/locale-codes.ts).
const LOCALE_CODES = [
  'en',
  'ar',
  'ca',
  'cs',
  'de',
  'eo',
  'es',
  'eu',
  'fa',
  'fi',
  'fr',
  'gl',
  'he',
  'id',
  'it',
  'ja',
  'kab',
  'ko',
  'lt',
  'nb',
  'nl',
  'pl',
  'pt-BR',
  'ru',
  'th',
  'tr',
  'uk',
  'zh-CN',
];

const REGIONAL = [
  'en-US',
  'en-GB',
  'en-IN',
  'de-AT',
  'de-CH',
  'fr-CA',
  'fr-BE',
  'es-MX',
  'es-419',
  'it-CH',
  'ar-EG',
  'ar-MA',
  'he-IL',
  'fa-IR',
  'fa-AF',
  'nb-NO',
  'nn',
  'no',
  'pt',
  'pt-PT',
  'pt-BR',
  'zh',
  'zh-TW',
  'zh-HK',
  'zh-Hant',
  'zh-Hans-CN',
  'sr',
  'sr-Latn',
  'uz-Cyrl',
  'ja-JP',
  'ko-KR',
  'ru-UA',
  'uk-UA',
  'tr-CY',
  'ca-AD',
  'eu-FR',
  'gl-ES',
  'kab-DZ',
  'id-ID',
  'ms',
  'th-TH',
  'lt-LT',
  'cs-CZ',
  'sk',
  'pl-PL',
  'nl-BE',
  'fi-FI',
  'sw',
  'eo',
  'az-Arab',
];

describe('plainLocaleMatch', () => {
  test.each([
    [['en-US'], 'en'],
    [['de-AT', 'fr'], 'de'],
    [['nb-NO'], 'nb'],
    [['kab'], 'kab'],
    [['ar-EG'], 'ar'],
  ])('%j is plainly %j', (requested, expected) => {
    expect(plainLocaleMatch(requested, LOCALE_CODES)).toBe(expected);
  });

  test.each([
    [['pt-PT']],
    [['zh-TW']],
    [['zh-CN']],
    [['sw', 'de']],
    [['az-Arab']],
    [[]],
    [['en_US']],
  ])('%j is left to the full matcher', (requested) => {
    expect(plainLocaleMatch(requested, LOCALE_CODES)).toBeNull();
  });

  test.each([...LOCALE_CODES, ...REGIONAL])(
    '%j: any plain answer is the full matcher’s',
    (code) => {
      const plain = plainLocaleMatch([code], LOCALE_CODES);
      if (plain !== null) expect(plain).toBe(matchLocale([code], LOCALE_CODES, 'en'));
    },
  );
});
