import { parse, type Token } from '@messageformat/parser';

/**
 * What a translation must keep from its source message: every placeholder, every tag of
 * `<Trans>`'s components, and, for each plural, the forms the language's own rules need.
 */
export interface MessageShape {
  /** Placeholder names (`{name}`, `{0}`), each once. */
  arguments: string[];
  /** `<0>`, `</0>`, `<1/>`, sorted. */
  tags: string[];
  /** For each plural or selectordinal argument, its name. */
  plurals: string[];
}

export type TranslationProblem =
  | { kind: 'missing' }
  | { kind: 'untranslated' }
  | { kind: 'syntax'; detail: string }
  | { kind: 'arguments'; expected: string[]; found: string[] }
  | { kind: 'tags'; expected: string[]; found: string[] }
  | { kind: 'plural-forms'; argument: string; missing: string[]; unknown: string[] };

const TAG = /<\/?\d+\/?>/g;

function sorted(values: Iterable<string>): string[] {
  return [...values].sort();
}

function walk(tokens: Token[], visit: (token: Token) => void) {
  for (const token of tokens) {
    visit(token);
    if (token.type === 'select' || token.type === 'plural' || token.type === 'selectordinal') {
      for (const branch of token.cases) walk(branch.tokens, visit);
    }
  }
}

function tokensOf(message: string): Token[] {
  // Lingui's `<0>…</0>` tags are not ICU syntax: the parser keeps them in the text.
  return parse(message);
}

/** The shape of a source or translated message; throws on a message ICU cannot parse. */
export function messageShape(message: string): MessageShape {
  const args = new Set<string>();
  const plurals: string[] = [];
  const tags: string[] = [];
  walk(tokensOf(message), (token) => {
    if (token.type === 'argument' || token.type === 'function') args.add(token.arg);
    if (token.type === 'select') args.add(token.arg);
    if (token.type === 'plural' || token.type === 'selectordinal') {
      args.add(token.arg);
      plurals.push(token.arg);
    }
    if (token.type === 'content') tags.push(...(token.value.match(TAG) ?? []));
  });
  return { arguments: sorted(args), tags: sorted(tags), plurals: sorted(plurals) };
}

/** The plural categories a language's rules need (Arabic: six; Japanese: one). */
export function pluralCategories(locale: string, ordinal = false): string[] {
  return new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' }).resolvedOptions()
    .pluralCategories;
}

function pluralProblems(translation: string, locale: string): TranslationProblem[] {
  const problems: TranslationProblem[] = [];
  walk(tokensOf(translation), (token) => {
    if (token.type !== 'plural' && token.type !== 'selectordinal') return;
    const needed = pluralCategories(locale, token.type === 'selectordinal');
    const keys = token.cases.map((branch) => branch.key);
    const categories = keys.filter((key) => !key.startsWith('='));
    const missing = needed.filter((category) => !categories.includes(category));
    const unknown = categories.filter((category) => !needed.includes(category));
    if (missing.length > 0 || unknown.length > 0) {
      problems.push({ kind: 'plural-forms', argument: token.arg, missing, unknown });
    }
  });
  return problems;
}

function sameList(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/**
 * Every way a translation can fail its source in `locale`. An empty translation counts as
 * untranslated; a translation equal to its source is allowed (names, "OK", "GIF").
 */
export function translationProblems(
  source: string,
  translation: string | undefined,
  locale: string,
): TranslationProblem[] {
  if (translation === undefined) return [{ kind: 'missing' }];
  if (translation.trim() === '') return [{ kind: 'untranslated' }];
  let found: MessageShape;
  try {
    found = messageShape(translation);
  } catch (error) {
    return [{ kind: 'syntax', detail: error instanceof Error ? error.message : String(error) }];
  }
  const expected = messageShape(source);
  const problems: TranslationProblem[] = [];
  if (!sameList(expected.arguments, found.arguments)) {
    problems.push({ kind: 'arguments', expected: expected.arguments, found: found.arguments });
  }
  if (!sameList(expected.tags, found.tags)) {
    problems.push({ kind: 'tags', expected: expected.tags, found: found.tags });
  }
  problems.push(...pluralProblems(translation, locale));
  return problems;
}

/** One line a translator can act on. */
export function describeProblem(problem: TranslationProblem): string {
  switch (problem.kind) {
    case 'missing':
      return 'no entry';
    case 'untranslated':
      return 'not translated';
    case 'syntax':
      return `not a valid ICU message: ${problem.detail}`;
    case 'arguments':
      return `placeholders differ: expected {${problem.expected.join('}, {')}}, found {${problem.found.join('}, {')}}`;
    case 'tags':
      return `tags differ: expected ${problem.expected.join(' ')}, found ${problem.found.join(' ')}`;
    case 'plural-forms':
      return `plural {${problem.argument}}: ${[
        problem.missing.length ? `missing ${problem.missing.join(', ')}` : '',
        problem.unknown.length ? `not in this language: ${problem.unknown.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; ')}`;
  }
}

/** A catalog entry as far as placing it goes: pofile's items have these fields. */
export interface PlaceableEntry {
  msgid: string;
  msgctxt?: string | null;
  /** `#.` lines: translator comments, and Lingui's own `placeholder {0}: …` notes. */
  extractedComments: string[];
}

/** A single word, perhaps with closing punctuation: "Block", "Catch-up", "Loading…", "Saved.". */
const ONE_WORD = /^[\p{L}\p{N}][\p{L}\p{N}'’-]*[….!?:]*$/u;

/** Lingui writes what each placeholder stands for; that says nothing of where a word is used. */
const PLACEHOLDER_NOTE = /^placeholder \{/;

export function isOneWord(message: string): boolean {
  return ONE_WORD.test(message);
}

/**
 * One-word messages a translator cannot place: no context and no translator comment saying
 * where and how the word is used (a button's verb, a heading's noun, a badge's state).
 */
export function unplacedMessages(entries: readonly PlaceableEntry[]): string[] {
  return entries
    .filter((entry) => isOneWord(entry.msgid))
    .filter((entry) => !entry.msgctxt)
    .filter(
      (entry) =>
        !entry.extractedComments.some((line) => line.trim() !== '' && !PLACEHOLDER_NOTE.test(line)),
    )
    .map((entry) => entry.msgid);
}
