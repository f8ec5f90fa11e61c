import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { poCompletion } from '../lib/po-completion';
import completion from './completion.json';
import { languageList } from './languages';
import { LOCALE_CODES } from './locale-codes';

const localesDir = join(import.meta.dirname, '../../locales');
const catalogCodes = readdirSync(localesDir)
  .filter((file) => file.endsWith('.po'))
  .map((file) => file.slice(0, -'.po'.length));

// Writing systems that mix several Unicode scripts (ISO 15924 names, as Intl.Locale gives them).
const SCRIPT_LETTERS: Record<string, string[]> = {
  Jpan: ['Hani', 'Hira', 'Kana'],
  Kore: ['Hang', 'Hani'],
  Hans: ['Hani'],
  Hant: ['Hani'],
};

/** Whether every letter of `text` belongs to the script `code` is usually written in. */
function inOwnScript(text: string, code: string): boolean {
  const script = new Intl.Locale(code).maximize().script!;
  const scripts = SCRIPT_LETTERS[script] ?? [script];
  const letter = new RegExp(`^(?:${scripts.map((name) => `\\p{Script=${name}}`).join('|')})$`, 'u');
  return [...text].filter((char) => /\p{L}/u.test(char)).every((char) => letter.test(char));
}

test('every listed language has a catalog, and every catalog is listed', () => {
  expect([...catalogCodes].sort()).toEqual([...LOCALE_CODES].sort());
  expect(LOCALE_CODES[0]).toBe('en');
});

test('language codes are canonical BCP 47 tags', () => {
  for (const code of LOCALE_CODES) expect(Intl.getCanonicalLocales(code)).toEqual([code]);
});

test("each language's completion is its catalog's share of translated messages", () => {
  const fromCatalogs = Object.fromEntries(
    LOCALE_CODES.map((code) => [
      code,
      poCompletion(readFileSync(join(localesDir, `${code}.po`), 'utf8'), code === 'en'),
    ]),
  );
  expect(completion).toEqual(fromCatalogs);
  const list = languageList('en');
  expect(Object.fromEntries(list.map((entry) => [entry.code, entry.completion]))).toEqual(
    fromCatalogs,
  );
});

test('native names are written in the language itself, whatever the interface language', () => {
  const inEnglish = languageList('en');
  const inJapanese = languageList('ja');
  inEnglish.forEach((entry, index) => {
    expect(entry.nativeName, entry.code).not.toBe(entry.code);
    expect(inOwnScript(entry.nativeName, entry.code), `${entry.code}: ${entry.nativeName}`).toBe(
      true,
    );
    expect(inJapanese[index].nativeName).toBe(entry.nativeName);
  });
});

test('names follow the interface language', () => {
  expect(languageList('de').find((language) => language.code === 'fr')?.name).toBe('Französisch');
  const inRussian = languageList('ru');
  for (const entry of inRussian) {
    expect(inOwnScript(entry.name, 'ru'), `${entry.code}: ${entry.name}`).toBe(true);
  }
});

test('Japanese and Hebrew stay listed whatever their completion', () => {
  const list = languageList('en');
  expect(list.find((language) => language.code === 'ja')?.listed).toBe(true);
  expect(list.find((language) => language.code === 'he')?.listed).toBe(true);
});
