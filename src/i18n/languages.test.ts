import { expect, test } from 'vitest';
import completion from './completion.json';
import { languageList } from './languages';
import { LOCALE_CODES } from './locale-codes';

test('one entry per shipped locale, with names, completion and listed flag', () => {
  const list = languageList('en');
  expect(list.map((language) => language.code)).toEqual([...LOCALE_CODES]);
  const english = list.find((language) => language.code === 'en');
  expect(english).toEqual({
    code: 'en',
    nativeName: 'English',
    name: 'English',
    completion: 100,
    listed: true,
  });
  const german = list.find((language) => language.code === 'de');
  expect(german?.nativeName).toBe('Deutsch');
  expect(german?.name).toBe('German');
  expect(german?.completion).toBe((completion as Record<string, number>).de);
});

test('names follow the interface language', () => {
  expect(languageList('de').find((language) => language.code === 'fr')?.name).toBe('Französisch');
});

test('Japanese and Hebrew stay listed whatever their completion', () => {
  const list = languageList('en');
  expect(list.find((language) => language.code === 'ja')?.listed).toBe(true);
  expect(list.find((language) => language.code === 'he')?.listed).toBe(true);
});
