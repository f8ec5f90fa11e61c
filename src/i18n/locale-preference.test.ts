import { beforeEach, expect, test } from 'vitest';
import { initialLocale, storeLocale } from './locale-preference';

beforeEach(() => localStorage.clear());

test.each([
  [['de-DE', 'en'], 'de'],
  [['pt-PT'], 'pt-BR'],
  [['zh-Hans-CN'], 'zh-CN'],
  [['sw'], 'en'],
  [['not_a_locale', 'fr-CA'], 'fr'],
  [[], 'en'],
])('browser languages %j give %j', (languages, expected) => {
  expect(initialLocale(languages)).toBe(expected);
});

test('a stored choice wins over the browser', () => {
  storeLocale('ja');
  expect(initialLocale(['de'])).toBe('ja');
});

test('an unknown stored value is ignored', () => {
  localStorage.setItem('petrel:locale', 'xx');
  expect(initialLocale(['de'])).toBe('de');
});
