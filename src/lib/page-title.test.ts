import { expect, test } from 'vitest';
import { pageTitle, POST_TITLE_EXCERPT_LENGTH, postTitleExcerpt, titleName } from './page-title';

test.each([
  ['Home', 'Petrel', 'Home - Petrel'],
  ['Settings', 'My Client', 'Settings - My Client'],
  ['', 'Petrel', 'Petrel'],
  [null, 'Petrel', 'Petrel'],
])('pageTitle(%j, %j) is %j', (screen, client, expected) => {
  expect(pageTitle(screen, client)).toBe(expected);
});

test('unread notifications lead the title', () => {
  expect(pageTitle('Home', 'Petrel', 3)).toBe('(3) Home - Petrel');
  expect(pageTitle('Home', 'Petrel', 0)).toBe('Home - Petrel');
});

test('a post excerpt is its text on one line', () => {
  expect(postTitleExcerpt('Low tide\n\nat  dawn')).toBe('Low tide at dawn');
});

test('a long post is cut at a word, with an ellipsis', () => {
  const text = 'The tide pools at the north end of the beach were full of anemones this morning';
  const excerpt = postTitleExcerpt(text);
  expect(excerpt).toBe('The tide pools at the north end of the beach were full of…');
  expect(excerpt.length).toBeLessThanOrEqual(POST_TITLE_EXCERPT_LENGTH + 1);
});

test('a word longer than the limit is cut where the limit falls', () => {
  expect(postTitleExcerpt('a'.repeat(80), '', 10)).toBe(`${'a'.repeat(10)}…`);
});

test('a content warning stands for the text it hides', () => {
  expect(postTitleExcerpt('the ending of the film', 'Spoilers: the film')).toBe(
    'Spoilers: the film',
  );
  expect(postTitleExcerpt('visible text', '   ')).toBe('visible text');
});

test('a title names an account by its display name, else its username', () => {
  expect(titleName({ displayName: ' Alice Marsh ', username: 'alice' })).toBe('Alice Marsh');
  expect(titleName({ displayName: '', username: 'alice' })).toBe('alice');
  expect(titleName({ displayName: null, username: 'alice' })).toBe('alice');
});
