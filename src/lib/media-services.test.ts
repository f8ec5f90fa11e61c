import { describe, expect, test } from 'vitest';
import {
  GENERATED_ALT_MAX,
  GIF_RESULTS_LIMIT,
  gifFileName,
  gifSearchAddress,
  parseAltTextAnswer,
  parseGifResults,
} from './media-services';

describe('alt-text answers', () => {
  test('take the trimmed description', () => {
    expect(parseAltTextAnswer({ description: '  A puffin.  ' })).toBe('A puffin.');
  });
  test.each([[null], ['text'], [{}], [{ description: 3 }], [{ description: '   ' }]])(
    'give nothing for %j',
    (body) => expect(parseAltTextAnswer(body)).toBeNull(),
  );
  test('are cut to the longest description taken', () => {
    expect(parseAltTextAnswer({ description: 'a'.repeat(2000) })).toHaveLength(GENERATED_ALT_MAX);
  });
});

describe('GIF results', () => {
  test('keep entries with an id and http(s) addresses, preview falling back to the file', () => {
    expect(
      parseGifResults({
        results: [
          {
            id: 'a',
            title: ' Otter ',
            url: 'https://g.example/a.gif',
            preview_url: 'https://g.example/a-s.gif',
          },
          { id: 2, url: 'https://g.example/b.gif' },
          { id: 'c', url: 'javascript:alert(1)' },
          { url: 'https://g.example/d.gif' },
          { id: 'a', url: 'https://g.example/again.gif' },
          'junk',
        ],
      }),
    ).toEqual([
      {
        id: 'a',
        title: 'Otter',
        url: 'https://g.example/a.gif',
        previewUrl: 'https://g.example/a-s.gif',
      },
      { id: '2', title: '', url: 'https://g.example/b.gif', previewUrl: 'https://g.example/b.gif' },
    ]);
  });
  test('are capped', () => {
    const results = Array.from({ length: 30 }, (_, index) => ({
      id: String(index),
      url: `https://g.example/${index}.gif`,
    }));
    expect(parseGifResults({ results })).toHaveLength(GIF_RESULTS_LIMIT);
  });
  test('a malformed answer is no results', () => {
    expect(parseGifResults({ results: 'nope' })).toEqual([]);
    expect(parseGifResults(null)).toEqual([]);
  });
  test('the search address keeps the service’s own parameters', () => {
    expect(gifSearchAddress('https://g.example/search?key=abc', '  otter ')).toBe(
      `https://g.example/search?key=abc&q=otter&limit=${GIF_RESULTS_LIMIT}`,
    );
  });
  test('file names come from the address, or the id and type', () => {
    const result = { id: 'x', title: '', url: 'https://g.example/files/x.png', previewUrl: '' };
    expect(gifFileName(result, 'image/png')).toBe('x.png');
    expect(gifFileName({ ...result, url: 'https://g.example/files/x' }, 'image/gif')).toBe('x.gif');
  });
});
