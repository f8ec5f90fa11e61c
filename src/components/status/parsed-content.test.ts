import { afterEach, expect, test, vi } from 'vitest';
import { makeStatus } from '../../lib/status-fixture';

const parse = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../../lib/status-content', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/status-content')>();
  return {
    ...actual,
    parseStatusContent: (...args: Parameters<typeof actual.parseStatusContent>) => {
      parse.calls++;
      return actual.parseStatusContent(...args);
    },
  };
});

const { parsedContent, warmParsedContent } = await import('./parsed-content');

afterEach(() => {
  vi.useRealTimers();
  parse.calls = 0;
});

test('a post is parsed once, however often it is rendered', () => {
  const post = makeStatus({ content: '<p>Hello</p>' });
  expect(parsedContent(post)).toBe(parsedContent(post));
  expect(parse.calls).toBe(1);
});

test('warming parses loaded posts (and boosted ones) while idle, so rendering finds them', () => {
  vi.useFakeTimers();
  const plain = makeStatus({ id: '1', content: '<p>One</p>' });
  const boosted = makeStatus({ id: '2', content: '<p>Two</p>' });
  const boost = makeStatus({ id: '3', reblog: boosted });
  warmParsedContent([plain, boost]);
  expect(parse.calls).toBe(0);
  vi.runAllTimers();
  expect(parse.calls).toBe(2);
  parsedContent(plain);
  parsedContent(boosted);
  expect(parse.calls).toBe(2);
});

test('warming prepares more for each post it parses, and nothing for posts already parsed', () => {
  vi.useFakeTimers();
  const rendered = makeStatus({ id: '5', content: '<p>Five</p>' });
  const boosted = makeStatus({ id: '6', content: '<p>Six</p>' });
  parsedContent(rendered);
  const prepared: string[] = [];
  warmParsedContent([rendered, makeStatus({ id: '7', reblog: boosted })], (post) =>
    prepared.push(post.id),
  );
  vi.runAllTimers();
  expect(prepared).toEqual(['6']);
});

test('cancelling stops the warming', () => {
  vi.useFakeTimers();
  const cancel = warmParsedContent([makeStatus({ id: '4', content: '<p>Four</p>' })]);
  cancel();
  vi.runAllTimers();
  expect(parse.calls).toBe(0);
});
