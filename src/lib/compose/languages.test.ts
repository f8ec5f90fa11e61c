import { expect, test } from 'vitest';
import { findLanguages, languageOptions, postLanguageOf } from './languages';

const options = languageOptions('en');

test('languages are named in the interface language and in their own', () => {
  expect(options.find((option) => option.code === 'de')).toEqual({
    code: 'de',
    name: 'German',
    nativeName: 'Deutsch',
  });
});

test('a search finds a language by either name or its code, accents ignored', () => {
  expect(findLanguages(options, 'deutsch').map((option) => option.code)).toEqual(['de']);
  expect(findLanguages(options, 'FRANC').map((option) => option.code)).toContain('fr');
  expect(findLanguages(options, 'espanol').map((option) => option.code)).toEqual(['es']);
  expect(findLanguages(options, 'ja')[0]?.code).toBe('ja');
});

test('the default languages lead, the rest keep their order', () => {
  const found = findLanguages(options, '', ['pt', 'en']);
  expect(found.slice(0, 2).map((option) => option.code)).toEqual(['pt', 'en']);
  expect(found).toHaveLength(options.length);
});

test('a locale gives its base language when posts can carry it', () => {
  expect(postLanguageOf('pt-BR')).toBe('pt');
  expect(postLanguageOf('zh_Hant')).toBe('zh');
  expect(postLanguageOf('xx')).toBeNull();
  expect(postLanguageOf(undefined)).toBeNull();
});
