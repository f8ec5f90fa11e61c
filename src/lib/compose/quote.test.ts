import { describe, expect, test } from 'vitest';
import { quoteOffer, quotePolicyFixed } from './quote';

const post = (visibility: string, currentUser?: string, author = 'them') => ({
  visibility,
  account: { id: author },
  quoteApproval: currentUser ? { currentUser } : null,
});

describe('quoteOffer', () => {
  test("follows the post's policy where the server has quotes", () => {
    expect(quoteOffer(post('public', 'automatic'), true, 'me')).toBe('native');
    expect(quoteOffer(post('public', 'manual'), true, 'me')).toBe('native');
    expect(quoteOffer(post('public', 'denied'), true, 'me')).toBe('denied');
    expect(quoteOffer(post('unlisted', 'unknown'), true, 'me')).toBe('denied');
  });

  test('its author may quote a post whatever the policy, but never a private mention', () => {
    expect(quoteOffer(post('private', 'denied', 'me'), true, 'me')).toBe('native');
    expect(quoteOffer(post('direct', 'automatic', 'me'), true, 'me')).toBe('denied');
  });

  test('without native quotes, a public post is quoted by a link and a private one not at all', () => {
    expect(quoteOffer(post('public', 'automatic'), false, 'me')).toBe('link');
    expect(quoteOffer(post('unlisted'), true, 'me')).toBe('link');
    expect(quoteOffer(post('private', undefined, 'me'), false, 'me')).toBe('denied');
  });
});

test('the quote policy is fixed for private and direct posts', () => {
  expect(
    ['public', 'unlisted', 'private', 'direct'].map((v) => quotePolicyFixed(v as never)),
  ).toEqual([false, false, true, true]);
});
