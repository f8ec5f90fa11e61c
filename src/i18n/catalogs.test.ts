import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import PO from 'pofile';
import { describe, expect, test } from 'vitest';
import { describeProblem, translationProblems, unplacedMessages } from '../lib/catalog-check';
import { LOCALE_CODES } from './locale-codes';
import { SOURCE_LOCALE } from './i18n';

const localesDir = join(import.meta.dirname, '../../locales');

/** Live entries of a catalog, keyed by context and message. */
function catalog(code: string): Map<string, string> {
  const po = PO.parse(readFileSync(join(localesDir, `${code}.po`), 'utf8'));
  return new Map(
    po.items
      .filter((item) => !item.obsolete && item.msgid !== '')
      .map((item) => [`${item.msgctxt ?? ''}\u0004${item.msgid}`, item.msgstr[0] ?? '']),
  );
}

const source = [...catalog(SOURCE_LOCALE).keys()];

test('every one-word source message has a context or a translator comment', () => {
  const po = PO.parse(readFileSync(join(localesDir, `${SOURCE_LOCALE}.po`), 'utf8'));
  const live = po.items.filter((item) => !item.obsolete && item.msgid !== '');
  // "Block" alone may be a button or a state; "Filter" a noun or a verb: say which.
  expect(unplacedMessages(live)).toEqual([]);
});

describe.each(LOCALE_CODES.filter((code) => code !== SOURCE_LOCALE))('the %s catalog', (code) => {
  test('translates every message, keeping placeholders, tags and its plural forms', () => {
    const translations = catalog(code);
    const problems = source.flatMap((key) => {
      const message = key.slice(key.indexOf('\u0004') + 1);
      return translationProblems(message, translations.get(key), code).map(
        (problem) => `${JSON.stringify(message)}: ${describeProblem(problem)}`,
      );
    });
    expect(problems.slice(0, 20), `${problems.length} problems`).toEqual([]);
  });
});
