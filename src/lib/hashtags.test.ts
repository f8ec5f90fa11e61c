import { describe, expect, it } from 'vitest';
import {
  addHashtag,
  canAddHashtag,
  decodeHashtagsSegment,
  encodeHashtagsSegment,
  HashtagError,
  hashtagTimelineParams,
  InvalidHashtagError,
  isValidHashtag,
  MAX_HASHTAGS,
  normalizeHashtag,
  parseHashtags,
  removeHashtag,
  TooManyHashtagsError,
} from './hashtags';

describe('normalizeHashtag', () => {
  it.each([
    ['#cats', 'cats'],
    ['  #Cats  ', 'Cats'],
    ['##cats', 'cats'],
    ['# cats', 'cats'],
    ['cats', 'cats'],
    ['#', ''],
    ['   ', ''],
  ])('%j -> %j', (raw, expected) => {
    expect(normalizeHashtag(raw)).toBe(expected);
  });
});

describe('isValidHashtag', () => {
  it.each([
    ['cats', true],
    ['caf\u00e9', true],
    ['日本語', true],
    ['snake_case', true],
    ['2024election', true],
    ['2024', false],
    ['', false],
    ['two words', false],
    ['c++', false],
    ['a/b', false],
  ])('%j -> %s', (tag, expected) => {
    expect(isValidHashtag(tag)).toBe(expected);
  });
});

describe('parseHashtags', () => {
  it.each<[string | string[], string[]]>([
    ['#cats #dogs', ['cats', 'dogs']],
    ['cats, dogs,birds', ['cats', 'dogs', 'birds']],
    ['cats+dogs', ['cats', 'dogs']],
    ['#Cats #cats #CATS dogs', ['Cats', 'dogs']],
    [
      ['#a', ' b ', '', '#'],
      ['a', 'b'],
    ],
    ['', []],
    ['a b c d e', ['a', 'b', 'c', 'd', 'e']],
    ['a b c d e A', ['a', 'b', 'c', 'd', 'e']],
  ])('%j -> %j', (input, expected) => {
    expect(parseHashtags(input)).toEqual(expected);
  });

  it('refuses a sixth distinct tag', () => {
    expect(() => parseHashtags('a b c d e f')).toThrow(TooManyHashtagsError);
  });

  it('refuses an invalid tag', () => {
    expect(() => parseHashtags(['c++'])).toThrow(InvalidHashtagError);
  });
});

describe('addHashtag / removeHashtag', () => {
  const five = ['a', 'b', 'c', 'd', 'e'];

  it('caps the list at 5', () => {
    expect(MAX_HASHTAGS).toBe(5);
    expect(canAddHashtag(five.slice(0, 4))).toBe(true);
    expect(canAddHashtag(five)).toBe(false);
    expect(addHashtag(five.slice(0, 4), '#e')).toEqual(five);
  });

  it('refuses a sixth tag with a typed error the UI can map', () => {
    let error: unknown;
    try {
      addHashtag(five, 'f');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TooManyHashtagsError);
    expect(error).toBeInstanceOf(HashtagError);
    expect((error as HashtagError).code).toBe('too-many-hashtags');
    expect((error as TooManyHashtagsError).max).toBe(5);
  });

  it('accepts a duplicate in another case on a full list without change', () => {
    expect(addHashtag(five, '#A')).toEqual(five);
  });

  it('does not mutate the list it is given', () => {
    const tags = ['a'];
    addHashtag(tags, 'b');
    expect(tags).toEqual(['a']);
  });

  it('refuses invalid tags with code invalid-hashtag', () => {
    expect(() => addHashtag([], '#')).toThrow(expect.objectContaining({ code: 'invalid-hashtag' }));
  });

  it('removes case-insensitively', () => {
    expect(removeHashtag(['Cats', 'dogs'], '#CATS')).toEqual(['dogs']);
  });
});

describe('route segment', () => {
  it.each<[string[], string]>([
    [['cats', 'dogs'], 'cats+dogs'],
    [['caf\u00e9'], 'caf%C3%A9'],
    [[], ''],
  ])('%j <-> %j', (tags, segment) => {
    expect(encodeHashtagsSegment(tags)).toBe(segment);
    expect(decodeHashtagsSegment(segment)).toEqual(tags);
  });

  it('normalises and dedupes when decoding', () => {
    expect(decodeHashtagsSegment('%23Cats+cats+dogs')).toEqual(['Cats', 'dogs']);
  });

  it('refuses a segment with more than 5 tags', () => {
    expect(() => decodeHashtagsSegment('a+b+c+d+e+f')).toThrow(TooManyHashtagsError);
  });

  it('tolerates malformed escapes by refusing the tag, not crashing', () => {
    expect(() => decodeHashtagsSegment('%E0%A4%A')).toThrow(InvalidHashtagError);
  });
});

describe('hashtagTimelineParams', () => {
  it.each<[string[], ReturnType<typeof hashtagTimelineParams>]>([
    [[], null],
    [['cats'], { tag: 'cats', any: [] }],
    [['cats', 'dogs', 'birds'], { tag: 'cats', any: ['dogs', 'birds'] }],
  ])('%j', (tags, expected) => {
    expect(hashtagTimelineParams(tags)).toEqual(expected);
  });
});
