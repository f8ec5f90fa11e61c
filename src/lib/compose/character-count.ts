/**
 * Counts a post's length the way Mastodon's server does (StatusLengthValidator): every URL counts
 * as a fixed number of characters whatever its length, a mention of a remote account counts only
 * its local part (`@user@example.org` counts as `@user`), the content warning counts as plain
 * text, and characters are grapheme clusters (what a person sees as one character), not UTF-16
 * code units.
 */

/** Mastodon counts every URL as 23 characters; servers say so in `characters_reserved_per_url`. */
export const DEFAULT_CHARACTERS_PER_URL = 23;

// An http(s) URL not glued to a word, `@` or `#` before it, ending before trailing punctuation.
const URL_PATTERN =
  /(^|[^\p{L}\p{N}@＠$#＃/])(https?:\/\/[^\s<>"'`\u3000]*[^\s<>"'`\u3000.,:;!?)\]}])/giu;
// `@user` or `@user@domain`, not preceded by a word character or `/` (Mastodon's MENTION_RE).
const MENTION_PATTERN =
  /(^|[^/\p{L}\p{N}_])@([a-z0-9_]+(?:[a-z0-9_.-]+[a-z0-9_]+)?)(?:@[\p{L}\p{N}_.-]+[\p{L}\p{N}_]+)?/giu;

let segmenter: Intl.Segmenter | undefined;

/** The number of grapheme clusters in `text`. */
export function graphemeLength(text: string): number {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let count = 0;
  for (const _ of segmenter.segment(text)) count++;
  return count;
}

/** `text` as the server measures it: URLs replaced by placeholders, remote mentions shortened. */
export function countableText(text: string, charactersPerUrl = DEFAULT_CHARACTERS_PER_URL): string {
  const placeholder = 'x'.repeat(Math.max(0, charactersPerUrl));
  return text
    .replace(URL_PATTERN, (_match, before: string) => `${before}${placeholder}`)
    .replace(MENTION_PATTERN, (_match, before: string, user: string) => `${before}@${user}`);
}

export interface CountOptions {
  /** `configuration.statuses.characters_reserved_per_url`; 23 when the server does not say. */
  charactersPerUrl?: number;
}

/** The length the server will count for a post with this text and content warning. */
export function postLength(text: string, spoilerText = '', options: CountOptions = {}): number {
  const perUrl = options.charactersPerUrl ?? DEFAULT_CHARACTERS_PER_URL;
  return graphemeLength(spoilerText) + graphemeLength(countableText(text, perUrl));
}

/** How many characters are left (negative when over the server's limit). */
export function charactersLeft(
  text: string,
  spoilerText: string,
  maxCharacters: number,
  options: CountOptions = {},
): number {
  return maxCharacters - postLength(text, spoilerText, options);
}
