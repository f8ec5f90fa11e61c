import { expect, test } from 'vitest';
import { poCompletion, readPoEntries } from './po-completion';

const PO = `msgid ""
msgstr ""
"Language: de\\n"

#: src/a.tsx:1
msgid "Home"
msgstr "Startseite"

#: src/a.tsx:2
msgid "Settings"
msgstr ""

#: src/a.tsx:3
msgid ""
"Long "
"message"
msgstr ""
"Lange "
"Nachricht"

#: src/a.tsx:4
msgid "Local"
msgstr ""

#~ msgid "Old"
#~ msgstr "Alt"
`;

test('reads entries, multi-line strings and obsolete ones', () => {
  const entries = readPoEntries(PO);
  expect(entries.map((e) => e.msgid)).toEqual([
    '',
    'Home',
    'Settings',
    'Long message',
    'Local',
    'Old',
  ]);
  expect(entries[3].msgstr).toBe('Lange Nachricht');
  expect(entries[5].obsolete).toBe(true);
});

test('completion counts live translated entries, rounded down', () => {
  expect(poCompletion(PO, false)).toBe(50);
  expect(
    poCompletion(PO.replace('msgid "Local"\nmsgstr ""', 'msgid "Local"\nmsgstr "Lokal"'), false),
  ).toBe(75);
});

test('the source catalog is complete, and so is an empty one', () => {
  expect(poCompletion(PO, true)).toBe(100);
  expect(poCompletion('msgid ""\nmsgstr ""\n', false)).toBe(100);
});
