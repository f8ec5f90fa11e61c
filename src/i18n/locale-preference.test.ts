import { beforeEach, expect, test, vi } from 'vitest';
import { initialLocale, storeLocale } from './locale-preference';

const matcher = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../lib/locale', async (original) => {
  const actual = await original<typeof import('../lib/locale')>();
  return {
    ...actual,
    matchLocale: (...args: Parameters<typeof actual.matchLocale>) => {
      matcher.calls++;
      return actual.matchLocale(...args);
    },
  };
});

beforeEach(() => localStorage.clear());

test.each([
  [['de-DE', 'en'], 'de'],
  [['pt-PT'], 'pt-BR'],
  [['zh-Hans-CN'], 'zh-CN'],
  [['sw'], 'en'],
  [['not_a_locale', 'fr-CA'], 'fr'],
  [[], 'en'],
])('browser languages %j give %j', async (languages, expected) => {
  await expect(initialLocale(languages)).resolves.toBe(expected);
});

test('the match for unchanged browser languages is remembered, and redone when they change', async () => {
  await expect(initialLocale(['de-DE'])).resolves.toBe('de');
  localStorage.setItem(
    'petrel:matched-locale',
    JSON.stringify({ requested: ['de-DE'], locale: 'fr' }),
  );
  // The remembered answer is used as it is: no matching when nothing changed.
  await expect(initialLocale(['de-DE'])).resolves.toBe('fr');
  await expect(initialLocale(['it-IT'])).resolves.toBe('it');
});

test('a stored choice wins over the browser', async () => {
  storeLocale('ja');
  await expect(initialLocale(['de'])).resolves.toBe('ja');
});

test('an unknown stored value is ignored', async () => {
  localStorage.setItem('petrel:locale', 'xx');
  await expect(initialLocale(['de'])).resolves.toBe('de');
});

test('a plain first language is taken without loading the full matcher', async () => {
  matcher.calls = 0;
  await expect(initialLocale(['de-AT', 'en'])).resolves.toBe('de');
  await expect(initialLocale(['en-US'])).resolves.toBe('en');
  expect(matcher.calls).toBe(0);
  await expect(initialLocale(['pt-PT'])).resolves.toBe('pt-BR');
  expect(matcher.calls).toBe(1);
});
