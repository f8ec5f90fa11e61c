/** SPEC §5/§9: a multi-hashtag timeline holds at most 5 hashtags. */
export const MAX_HASHTAGS = 5;

export type HashtagErrorCode = 'too-many-hashtags' | 'invalid-hashtag';

/** Raised when a hashtag list would break a rule; the UI maps `code` to a translated message. */
export class HashtagError extends Error {
  constructor(
    readonly code: HashtagErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'HashtagError';
  }
}

export class TooManyHashtagsError extends HashtagError {
  readonly max = MAX_HASHTAGS;
  constructor() {
    super('too-many-hashtags', `A timeline can follow at most ${MAX_HASHTAGS} hashtags`);
    this.name = 'TooManyHashtagsError';
  }
}

export class InvalidHashtagError extends HashtagError {
  constructor(readonly tag: string) {
    super('invalid-hashtag', `Invalid hashtag: ${tag}`);
    this.name = 'InvalidHashtagError';
  }
}

// Letters, marks, digits, underscore and the joiners some scripts need inside words; not digits only.
const TAG_CHARS = /^[\p{L}\p{M}\p{N}_\u00b7\u200c\u200d]+$/u;
const HAS_NON_DIGIT = /[^\p{N}]/u;

/** Strips leading '#' and surrounding space; returns '' for nothing left. */
export function normalizeHashtag(raw: string): string {
  return raw.trim().replace(/^#+/, '').trim().normalize('NFC');
}

export function isValidHashtag(tag: string): boolean {
  return TAG_CHARS.test(tag) && HAS_NON_DIGIT.test(tag);
}

function sameTag(a: string, b: string): boolean {
  return a.toLocaleLowerCase('und') === b.toLocaleLowerCase('und');
}

/**
 * Parses tags separated by spaces, commas or '+' ("#cats, dogs+birds"), normalised and deduplicated
 * case-insensitively (the first spelling wins).
 *
 * @throws InvalidHashtagError for a tag with characters hashtags can't have.
 * @throws TooManyHashtagsError for more than 5 distinct tags.
 */
export function parseHashtags(input: string | readonly string[]): string[] {
  const pieces = typeof input === 'string' ? input.split(/[\s,+]+/) : input;
  let tags: string[] = [];
  for (const piece of pieces) {
    const tag = normalizeHashtag(piece);
    if (tag) tags = addHashtag(tags, tag);
  }
  return tags;
}

/**
 * Adds a tag to a list, unchanged if it is already there in any letter case.
 *
 * @throws InvalidHashtagError, TooManyHashtagsError
 */
export function addHashtag(tags: readonly string[], raw: string): string[] {
  const tag = normalizeHashtag(raw);
  if (!isValidHashtag(tag)) throw new InvalidHashtagError(raw);
  if (tags.some((existing) => sameTag(existing, tag))) return [...tags];
  if (!canAddHashtag(tags)) throw new TooManyHashtagsError();
  return [...tags, tag];
}

export function removeHashtag(tags: readonly string[], raw: string): string[] {
  const tag = normalizeHashtag(raw);
  return tags.filter((existing) => !sameTag(existing, tag));
}

export function canAddHashtag(tags: readonly string[]): boolean {
  return tags.length < MAX_HASHTAGS;
}

/** Route segment for a list of tags: `cats+dogs`. */
export function encodeHashtagsSegment(tags: readonly string[]): string {
  return tags.map((tag) => encodeURIComponent(tag)).join('+');
}

/**
 * Tags from a route segment made by encodeHashtagsSegment.
 *
 * @throws InvalidHashtagError, TooManyHashtagsError
 */
export function decodeHashtagsSegment(segment: string): string[] {
  return parseHashtags(
    segment.split('+').map((piece) => {
      try {
        return decodeURIComponent(piece);
      } catch {
        return piece;
      }
    }),
  );
}

/** Mastodon's tag timeline takes the first tag in the path and the others as `any[]`. */
export function hashtagTimelineParams(
  tags: readonly string[],
): { tag: string; any: string[] } | null {
  const [first, ...rest] = tags;
  return first === undefined ? null : { tag: first, any: rest };
}
