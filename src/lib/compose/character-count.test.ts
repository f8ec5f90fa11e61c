import { describe, expect, test } from 'vitest';
import { charactersLeft, countableText, graphemeLength, postLength } from './character-count';

describe('postLength counts as the server does', () => {
  test.each([
    { name: 'plain text', text: 'hello world', length: 11 },
    { name: 'a short URL', text: 'see https://a.io', length: 4 + 23 },
    {
      name: 'a very long URL',
      text: `see https://example.com/${'a'.repeat(300)}?q=1#frag`,
      length: 4 + 23,
    },
    { name: 'two URLs', text: 'https://a.io and http://b.example/x', length: 23 + 5 + 23 },
    { name: 'a URL followed by a full stop', text: 'at https://a.io/x.', length: 3 + 23 + 1 },
    { name: 'a URL in parentheses', text: '(https://a.io/x)', length: 1 + 23 + 1 },
    { name: 'a scheme-less domain is text', text: 'example.com', length: 11 },
    { name: 'a local mention', text: '@alice hi', length: 9 },
    { name: 'a remote mention counts its local part', text: '@alice@example.social hi', length: 9 },
    { name: 'an email address is not a mention', text: 'me@example.social', length: 17 },
    { name: 'an emoji is one character', text: '👍🏽', length: 1 },
    { name: 'a family emoji is one character', text: '👨‍👩‍👧‍👦', length: 1 },
    { name: 'combining characters form one', text: 'e\u0301', length: 1 },
    { name: 'a flag is one character', text: '🇫🇷', length: 1 },
    { name: 'CJK text', text: '日本語', length: 3 },
  ])('$name', ({ text, length }) => {
    expect(postLength(text)).toBe(length);
  });

  test('the content warning counts too', () => {
    expect(postLength('body', 'cw 👍🏽')).toBe(4 + 4);
  });

  test("the server's reserved URL length is used when it says one", () => {
    expect(postLength('https://example.com/long/path', '', { charactersPerUrl: 30 })).toBe(30);
  });

  test('URLs and remote mentions together', () => {
    expect(countableText('@bob@x.example look https://x.example/@bob/1')).toBe(
      `@bob look ${'x'.repeat(23)}`,
    );
  });
});

test('grapheme clusters, not code units', () => {
  expect('👍🏽'.length).toBe(4);
  expect(graphemeLength('👍🏽')).toBe(1);
});

test('characters left goes negative over the limit', () => {
  expect(charactersLeft('a'.repeat(500), '', 500)).toBe(0);
  expect(charactersLeft('a'.repeat(501), '', 500)).toBe(-1);
  expect(charactersLeft('', 'a'.repeat(10), 5)).toBe(-5);
});
