import { describe, expect, test } from 'vitest';
import { assertLocaleShape, matchLocale } from './locale';

const AVAILABLE = ['en', 'de', 'fr', 'pt-BR', 'zh-CN', 'ja', 'he', 'kab'];

describe('matchLocale', () => {
  test.each([
    [['de-DE'], 'de'],
    [['de-AT', 'en'], 'de'],
    [['pt-PT'], 'pt-BR'],
    [['pt'], 'pt-BR'],
    [['zh-Hans-CN'], 'zh-CN'],
    [['zh'], 'zh-CN'],
    [['fr-CA'], 'fr'],
    [['sw'], 'en'],
    [['sw', 'ja-JP'], 'ja'],
    [[], 'en'],
  ])('%j gives %j', (requested, expected) => {
    expect(matchLocale(requested, AVAILABLE, 'en')).toBe(expected);
  });

  test.each([['english'], ['en_US'], ['e'], ['en-'], ['123']])('%j raises a RangeError', (code) => {
    expect(() => matchLocale([code], AVAILABLE, 'en')).toThrow(RangeError);
  });
});

test.each(['en', 'pt-BR', 'zh-Hans-CN', 'es-419', 'kab', 'sr-Latn'])(
  '%j has a locale shape',
  (code) => {
    expect(assertLocaleShape(code)).toBe(code);
  },
);
