import { expect, test } from 'vitest';
import {
  describeProblem,
  isOneWord,
  messageShape,
  pluralCategories,
  translationProblems,
  unplacedMessages,
} from './catalog-check';

test('a message keeps its placeholders, tags and plurals', () => {
  expect(
    messageShape('<0><1/></0> boosted {name} {count, plural, one {# post} other {# posts}}'),
  ).toEqual({
    arguments: ['count', 'name'],
    tags: ['</0>', '<0>', '<1/>'],
    plurals: ['count'],
  });
});

test('a faithful translation has no problems', () => {
  expect(translationProblems('Hello {name}', 'Bonjour {name}', 'fr')).toEqual([]);
  expect(translationProblems('<0>{name}</0> boosted', '<0>{name}</0> a partagé', 'fr')).toEqual([]);
});

test('missing and empty translations are reported', () => {
  expect(translationProblems('Home', undefined, 'de')).toEqual([{ kind: 'missing' }]);
  expect(translationProblems('Home', '  ', 'de')).toEqual([{ kind: 'untranslated' }]);
});

test('a renamed, dropped or added placeholder is reported', () => {
  expect(translationProblems('Hello {name}', 'Hallo {Name}', 'de')).toEqual([
    { kind: 'arguments', expected: ['name'], found: ['Name'] },
  ]);
  expect(translationProblems('{a} and {b}', '{a}', 'de')[0]).toMatchObject({ kind: 'arguments' });
});

test('tags must match', () => {
  expect(translationProblems('Read <0>more</0>', 'Mehr lesen', 'de')).toEqual([
    { kind: 'tags', expected: ['</0>', '<0>'], found: [] },
  ]);
});

test('broken ICU syntax is reported', () => {
  expect(translationProblems('Hello {name}', 'Hallo {name', 'de')[0]).toMatchObject({
    kind: 'syntax',
  });
});

test("plurals need each of the language's forms, and only those", () => {
  const source = '{n, plural, one {# boost} other {# boosts}}';
  expect(pluralCategories('ar')).toHaveLength(6);
  expect(translationProblems(source, '{n, plural, one {# Boost} other {# Boosts}}', 'de')).toEqual(
    [],
  );
  expect(translationProblems(source, '{n, plural, one {# boost} other {# boosts}}', 'ar')).toEqual([
    { kind: 'plural-forms', argument: 'n', missing: ['few', 'many', 'two', 'zero'], unknown: [] },
  ]);
  expect(translationProblems(source, '{n, plural, one {#} other {#}}', 'ja')).toEqual([
    { kind: 'plural-forms', argument: 'n', missing: [], unknown: ['one'] },
  ]);
  // An exact match (=0) is allowed beside the categories.
  expect(translationProblems(source, '{n, plural, =0 {なし} other {#件}}', 'ja')).toEqual([]);
});

test('each problem reads as one line', () => {
  expect(
    describeProblem({ kind: 'plural-forms', argument: 'n', missing: ['few'], unknown: ['two'] }),
  ).toBe('plural {n}: missing few; not in this language: two');
  expect(describeProblem({ kind: 'arguments', expected: ['a'], found: [] })).toContain('{a}');
});

test.each([
  ['Block', true],
  ['Catch-up', true],
  ['Loading…', true],
  ['Saved.', true],
  ['or', true],
  ['GIFs', true],
  ['Log in', false],
  ['{count}', false],
  ['…', false],
  ['Save note', false],
])('%j is one word: %s', (message, expected) => {
  expect(isOneWord(message)).toBe(expected);
});

test.each([
  ['no context, no comment', { msgid: 'Block', extractedComments: [] }, ['Block']],
  ['a translator comment', { msgid: 'Block', extractedComments: ['Button: blocks'] }, []],
  ['a context', { msgid: 'Post', msgctxt: 'verb', extractedComments: [] }, []],
  ['a null context', { msgid: 'Post', msgctxt: null, extractedComments: [] }, ['Post']],
  [
    "only Lingui's placeholder note",
    { msgid: 'Loading…', extractedComments: ['placeholder {0}: count'] },
    ['Loading…'],
  ],
  ['a blank comment', { msgid: 'Mute', extractedComments: [' '] }, ['Mute']],
  ['several words', { msgid: 'Save note', extractedComments: [] }, []],
])('a one-word message with %s', (_, entry, expected) => {
  expect(unplacedMessages([entry])).toEqual(expected);
});
