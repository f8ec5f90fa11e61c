import type { mastodon } from 'masto';
import { describe, expect, it } from 'vitest';
import { featuredTagProblem, MAX_FEATURED_TAGS, unfeaturedSuggestions } from './featured-tags';

const featured = (name: string, id = name) =>
  ({
    id,
    name,
    url: '',
    statusesCount: 1,
    lastStatusAt: null,
  }) as unknown as mastodon.v1.FeaturedTag;
const tag = (name: string) => ({ name, url: '', history: [] }) as unknown as mastodon.v1.Tag;

describe('featuredTagProblem', () => {
  it('accepts a new hashtag, with or without its #', () => {
    expect(featuredTagProblem('#Tides', [featured('birds')])).toBeNull();
    expect(featuredTagProblem('  tides ', [])).toBeNull();
  });
  it('refuses what is not a hashtag', () => {
    expect(featuredTagProblem('', [])).toBe('invalid');
    expect(featuredTagProblem('two words', [])).toBe('invalid');
    expect(featuredTagProblem('#2024', [])).toBe('invalid');
  });
  it('refuses one already featured, whatever its case', () => {
    expect(featuredTagProblem('#BIRDS', [featured('birds')])).toBe('already-featured');
  });
  it('refuses an eleventh', () => {
    const full = Array.from({ length: MAX_FEATURED_TAGS }, (_, i) => featured(`tag${i}`));
    expect(featuredTagProblem('another', full.slice(1))).toBeNull();
    expect(featuredTagProblem('another', full)).toBe('too-many');
  });
});

describe('unfeaturedSuggestions', () => {
  it('leaves out featured hashtags and repeats, keeping the order', () => {
    const result = unfeaturedSuggestions(
      [tag('tides'), tag('Birds'), tag('harbour'), tag('TIDES')],
      [featured('birds')],
    );
    expect(result.map((entry) => entry.name)).toEqual(['tides', 'harbour']);
  });
});
