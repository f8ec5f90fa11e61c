import { describe, expect, test } from 'vitest';
import {
  applyCompletion,
  completionText,
  exactFirst,
  findToken,
  insertAt,
  matchEmojis,
  type Token,
} from './autocomplete';

/** `|` marks the caret. */
function tokenIn(marked: string): Token | null {
  const caret = marked.indexOf('|');
  return findToken(marked.replace('|', ''), caret);
}

describe('findToken', () => {
  test.each([
    ['@ali|', { kind: 'account', query: 'ali', start: 0, end: 4 }],
    ['hello @ali|', { kind: 'account', query: 'ali', start: 6, end: 10 }],
    ['(@ali|', { kind: 'account', query: 'ali', start: 1, end: 5 }],
    ['@alice@social.exa|', { kind: 'account', query: 'alice@social.exa', start: 0, end: 17 }],
    ['@alice@|', { kind: 'account', query: 'alice@', start: 0, end: 7 }],
    ['@al|ice and', { kind: 'account', query: 'al', start: 0, end: 6 }],
    ['#pe|', { kind: 'hashtag', query: 'pe', start: 0, end: 3 }],
    ['line\n#café|', { kind: 'hashtag', query: 'café', start: 5, end: 10 }],
    ['#日本|', { kind: 'hashtag', query: '日本', start: 0, end: 3 }],
    ['so :wa|', { kind: 'emoji', query: 'wa', start: 3, end: 6 }],
    ['so :blob_co|ffee', { kind: 'emoji', query: 'blob_co', start: 3, end: 15 }],
  ])('%s is a token', (marked, token) => {
    expect(tokenIn(marked)).toEqual(token);
  });

  test.each([
    ['nothing typed', '|'],
    ['a lone @', 'hi @|'],
    ['a lone #', 'hi #|'],
    ['an emoji with one character', ':w|'],
    ['an email address', 'bob@example.com|'],
    ['an @ inside a word', 'abc@de|'],
    ['a # inside a word', 'abc#de|'],
    ['a : inside a word', 'note:ab|'],
    ['a time', 'at 10:30|'],
    ['the second colon of a finished emoji', ':wave::ab|'],
    ['a profile URL', 'https://example.com/@alice|'],
    ['a URL fragment', 'https://example.com/page#top|'],
    ['a URL with a colon in its path', 'https://example.com/-:ab|'],
    ['a URL query', 'https://example.com/?q=#ab|'],
    ['a link without its scheme', 'example.com/@alice|'],
    ['a value after =', 'key=#ab|'],
    ['a token the caret has left', '@alice |'],
    ['a mention followed by a full stop', '@alice.|'],
  ])('%s is no token', (_name, marked) => {
    expect(tokenIn(marked)).toBeNull();
  });
});

describe('applyCompletion', () => {
  test('replaces the token and puts the caret after a space', () => {
    const text = 'hi @ali';
    const token = findToken(text, text.length)!;
    expect(applyCompletion(text, token, completionText('account', 'alice'))).toEqual({
      text: 'hi @alice ',
      caret: 10,
    });
  });

  test('replaces the whole token when the caret is inside it, keeping what follows', () => {
    const text = '#pe rest';
    const token = findToken(text, 2)!;
    expect(applyCompletion(text, token, completionText('hashtag', 'petrel'))).toEqual({
      text: '#petrel rest',
      caret: 8,
    });
  });

  test('a custom emoji becomes its :shortcode:', () => {
    const text = 'hello :wa';
    const token = findToken(text, text.length)!;
    expect(applyCompletion(text, token, completionText('emoji', 'wave')).text).toBe(
      'hello :wave: ',
    );
  });
});

describe('insertAt', () => {
  test('puts a character at the caret', () => {
    expect(insertAt('ab', 1, 1, '🐦')).toEqual({ text: 'a🐦b', caret: 3 });
  });

  test('replaces the selection', () => {
    expect(insertAt('a big b', 2, 5, '🐦')).toEqual({ text: 'a 🐦 b', caret: 4 });
  });

  test('keeps a custom emoji apart from the words around it', () => {
    expect(insertAt('hiyou', 2, 2, ':wave:', true)).toEqual({ text: 'hi :wave: you', caret: 10 });
    expect(insertAt('hi ', 3, 3, ':wave:', true)).toEqual({ text: 'hi :wave: ', caret: 10 });
    expect(insertAt('', 0, 0, ':wave:', true)).toEqual({ text: ':wave: ', caret: 7 });
    expect(insertAt('hi you', 2, 2, ':wave:', true)).toEqual({ text: 'hi :wave: you', caret: 10 });
  });
});

describe('ordering', () => {
  test('the exact match comes first, the rest in the server order', () => {
    const accounts = [
      { acct: 'alice2' },
      { acct: 'malice' },
      { acct: 'Alice' },
      { acct: 'alice@far.example' },
    ];
    expect(exactFirst(accounts, 'alice', (a) => [a.acct]).map((a) => a.acct)).toEqual([
      'Alice',
      'alice2',
      'malice',
      'alice@far.example',
    ]);
  });

  test('custom emojis: exact, then starting with the query, then containing it', () => {
    const emojis = ['sparkle', 'wave', 'microwave', 'wavehello', 'party', 'Wavy'].map(
      (shortcode) => ({ shortcode }),
    );
    expect(matchEmojis(emojis, 'wav', 10).map((e) => e.shortcode)).toEqual([
      'wave',
      'wavehello',
      'Wavy',
      'microwave',
    ]);
    expect(matchEmojis(emojis, 'wave', 2).map((e) => e.shortcode)).toEqual(['wave', 'wavehello']);
  });
});
