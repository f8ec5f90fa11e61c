import { describe, expect, test } from 'vitest';
import {
  readerLanguages,
  showLanguageLabel,
  showReplyingTo,
  translationOfferedFor,
} from './post-lines';

const reply = (inReplyToAccountId: string | null, inReplyToId: string | null = '10') => ({
  inReplyToId,
  inReplyToAccountId,
  account: { id: 'a' },
});

describe('showReplyingTo', () => {
  test('a reply to someone else says so', () => {
    expect(showReplyingTo(reply('b'))).toBe(true);
  });
  test('a reply to oneself (a self-thread) and a post that replies to nothing do not', () => {
    expect(showReplyingTo(reply('a'))).toBe(false);
    expect(showReplyingTo(reply(null, null))).toBe(false);
  });
  test('a nested reply whose parent is shown in the same view does not repeat it', () => {
    expect(showReplyingTo(reply('b'), true)).toBe(false);
    expect(showReplyingTo(reply('b'), false)).toBe(true);
  });
});

describe('showLanguageLabel', () => {
  const languages = readerLanguages('en-GB', 'en', ['de']);
  test('a language the reader reads has no label, whatever its region', () => {
    expect(showLanguageLabel('en', languages)).toBe(false);
    expect(showLanguageLabel('de-AT', languages)).toBe(false);
  });
  test('another language is labelled', () => {
    expect(showLanguageLabel('ja', languages)).toBe(true);
  });
  test('a post that does not say its language has no label', () => {
    expect(showLanguageLabel(null, languages)).toBe(false);
    expect(showLanguageLabel(' ', languages)).toBe(false);
  });
  test('the translation target counts as read', () => {
    expect(showLanguageLabel('fr', readerLanguages('en', 'fr', []))).toBe(false);
  });
});

describe('translationOfferedFor', () => {
  test('never on one’s own posts', () => {
    expect(translationOfferedFor({ account: { id: 'me' } }, 'me')).toBe(false);
    expect(translationOfferedFor({ account: { id: 'other' } }, 'me')).toBe(true);
    expect(translationOfferedFor({ account: { id: 'other' } }, undefined)).toBe(true);
  });
});
