/**
 * What the composer's autocomplete suggests for: the `@account`, `#hashtag` or `:shortcode`
 * being typed at the caret, and the text once a suggestion replaces it.
 */

export type TokenKind = 'account' | 'hashtag' | 'emoji';

export interface Token {
  kind: TokenKind;
  /** What follows the trigger character, as typed so far (up to the caret). */
  query: string;
  /** Where the trigger character is. */
  start: number;
  /** Where the token ends: the caret, or later when the caret is inside it. */
  end: number;
}

const TRIGGERS: Record<string, TokenKind> = { '@': 'account', '#': 'hashtag', ':': 'emoji' };

/** Characters a token may hold after its trigger; at least `min` of them before the caret. */
const BODY: Record<TokenKind, { char: RegExp; whole: RegExp; min: number }> = {
  // A username, then optionally its server: `user` or `user@domain.example`.
  account: {
    char: /[\p{L}\p{N}_@.-]/u,
    whole: /^[\p{L}\p{N}_]+(@[\p{L}\p{N}.-]*)?$/u,
    min: 1,
  },
  hashtag: { char: /[\p{L}\p{M}\p{N}_]/u, whole: /^[\p{L}\p{M}\p{N}_]+$/u, min: 1 },
  emoji: { char: /[a-zA-Z0-9_]/, whole: /^[a-zA-Z0-9_]+$/, min: 2 },
};

/** A trigger preceded by one of these is part of a word or a URL, as the server sees it. */
const NOT_BEFORE = /[\p{L}\p{M}\p{N}_/=]/u;

/** The token being typed at `caret`, or null when there is none. */
export function findToken(text: string, caret: number): Token | null {
  // The whitespace-separated word the caret is at the end of, or inside.
  const wordStart = lastWhitespace(text, caret) + 1;
  const word = text.slice(wordStart, caret);
  for (let index = word.length - 1; index >= 0; index--) {
    const kind = TRIGGERS[word[index]];
    if (!kind) continue;
    const token = tokenAt(text, caret, wordStart + index, kind);
    // `@user@domain` holds a second `@`: the first one is the trigger.
    if (token || kind !== 'account') return token;
  }
  return null;
}

function tokenAt(text: string, caret: number, start: number, kind: TokenKind): Token | null {
  const body = BODY[kind];
  const query = text.slice(start + 1, caret);
  if (query.length < body.min || !body.whole.test(query)) return null;
  const before = text.slice(0, start);
  const previous = before.at(-1);
  if (previous !== undefined && NOT_BEFORE.test(previous)) return null;
  if (kind === 'emoji' && previous === ':') return null;
  // Inside a URL (`https://host/path:ab`, `https://host/#ab`).
  if (before.slice(lastWhitespace(before, before.length) + 1).includes('://')) return null;
  let end = caret;
  while (end < text.length && body.char.test(text[end])) end++;
  return { kind, query, start, end };
}

function lastWhitespace(text: string, before: number): number {
  for (let index = before - 1; index >= 0; index--) if (/\s/u.test(text[index])) return index;
  return -1;
}

/** What replaces a token once a suggestion is chosen. */
export function completionText(kind: TokenKind, value: string): string {
  if (kind === 'account') return `@${value}`;
  if (kind === 'hashtag') return `#${value}`;
  return `:${value}:`;
}

export interface Edited {
  text: string;
  caret: number;
}

/** The text with `token` replaced by `replacement` and a space after it, the caret past the space. */
export function applyCompletion(text: string, token: Token, replacement: string): Edited {
  const after = text.slice(token.end);
  // A space already there is kept rather than doubled.
  const spaced = /^\s/u.test(after) ? replacement : `${replacement} `;
  const head = text.slice(0, token.start) + spaced;
  return { text: head + after, caret: head.length + (spaced === replacement ? 1 : 0) };
}

/**
 * `insert` put in place of the selection [start, end). A custom emoji's `:shortcode:` is only
 * read as one apart from the words around it, so `spaced` puts a space on either side as needed.
 */
export function insertAt(
  text: string,
  start: number,
  end: number,
  insert: string,
  spaced = false,
): Edited {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = spaced && before !== '' && !/\s$/u.test(before) ? ' ' : '';
  const trail = spaced && !/^\s/u.test(after) ? ' ' : '';
  const head = before + lead + insert + trail;
  // Past the space that keeps it apart, whether added or already there.
  const caret = spaced && trail === '' ? head.length + 1 : head.length;
  return { text: head + after, caret };
}

/**
 * Suggestions in the server's order, those whose key equals the query (ignoring case) first.
 * Servers order by their own relevance and may put an exact match anywhere.
 */
export function exactFirst<T>(
  items: readonly T[],
  query: string,
  keys: (item: T) => string[],
): T[] {
  const wanted = query.toLowerCase();
  const exact = (item: T) => keys(item).some((key) => key.toLowerCase() === wanted);
  return [...items.filter(exact), ...items.filter((item) => !exact(item))];
}

/**
 * Custom emojis whose shortcode contains the query: the exact one, then those starting with it,
 * then the rest, each alphabetically.
 */
export function matchEmojis<T extends { shortcode: string }>(
  emojis: readonly T[],
  query: string,
  limit: number,
): T[] {
  const wanted = query.toLowerCase();
  const rank = (code: string) => (code === wanted ? 0 : code.startsWith(wanted) ? 1 : 2);
  return emojis
    .map((emoji) => ({ emoji, code: emoji.shortcode.toLowerCase() }))
    .filter(({ code }) => code.includes(wanted))
    .sort((a, b) => rank(a.code) - rank(b.code) || a.code.localeCompare(b.code))
    .slice(0, limit)
    .map(({ emoji }) => emoji);
}
