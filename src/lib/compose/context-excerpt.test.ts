import { describe, expect, it } from 'vitest';
import { contextExcerpt } from './context-excerpt';

describe('contextExcerpt', () => {
  it('keeps a short text whole, on one line', () => {
    expect(contextExcerpt('Hello\n\nworld  ')).toBe('Hello world');
  });

  it('cuts a long text at a word, with an ellipsis', () => {
    expect(contextExcerpt('one two three four five', 12)).toBe('one two…');
  });

  it('cuts inside a very long word rather than keeping almost nothing', () => {
    expect(contextExcerpt('a supercalifragilistic', 10)).toBe('a supercal…');
  });

  it('counts characters as people see them, not UTF-16 units', () => {
    expect(contextExcerpt('😀😀😀😀', 4)).toBe('😀😀😀😀');
    expect(contextExcerpt('😀😀😀😀😀', 4)).toBe('😀😀😀😀…');
  });
});
