import { expect, test } from 'vitest';
import { parseContent } from '../../lib/status-content';
import { quotablePostLinks } from './content-links';

test.each([
  ['<p><a href="https://a.example/@x/123">x</a></p>', ['https://a.example/@x/123']],
  ['<p><a href="https://a.example/about">about</a></p>', []],
  [
    '<p><a href="https://a.example/notes/9abc">n</a> <a href="https://a.example/notes/9abc">again</a></p>',
    ['https://a.example/notes/9abc'],
  ],
  [
    '<p><a href="https://a.example/@x/1">1</a><a href="https://b.example/@y/2">2</a><a href="https://c.example/@z/3">3</a></p>',
    ['https://a.example/@x/1', 'https://b.example/@y/2'],
  ],
  ['<p><a href="https://a.example/tags/x" class="mention hashtag">#x</a></p>', []],
])('%s → %j', (html, expected) => {
  expect(quotablePostLinks(parseContent(html))).toEqual(expected);
});
