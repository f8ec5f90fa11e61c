import { describe, expect, it } from 'vitest';
import { detectLanguage, offersTranslation } from './detect-language';

describe('detectLanguage', () => {
  it('knows a language by its own script', () => {
    expect(detectLanguage('مرحبا بالجميع')).toBe('ar');
    expect(detectLanguage('こんにちは、世界')).toBe('ja');
    expect(detectLanguage('안녕하세요')).toBe('ko');
    expect(detectLanguage('你好世界')).toBe('zh');
    expect(detectLanguage('Привет всем')).toBe('ru');
    expect(detectLanguage('Привіт, як справи? Їжак')).toBe('uk');
  });

  it('knows languages in Latin letters by their common words', () => {
    expect(detectLanguage('This is what I wanted to say about the weather')).toBe('en');
    expect(detectLanguage('Das ist nicht, was ich mit dir besprechen wollte')).toBe('de');
    expect(detectLanguage('Je ne sais pas ce que nous allons faire dans la ville')).toBe('fr');
    expect(detectLanguage('No sé lo que vamos a hacer con la casa, pero es muy bonita')).toBe('es');
  });

  it('does not guess from too little, or from links, mentions and tags', () => {
    expect(detectLanguage('')).toBeNull();
    expect(detectLanguage('Hello')).toBeNull();
    expect(detectLanguage('@bob #caturday https://example.com/the/and/is')).toBeNull();
  });
});

describe('offersTranslation', () => {
  it('offers when the text is in another language than the post', () => {
    expect(offersTranslation('Das ist nicht, was ich wollte', 'en')).toBe(true);
    expect(offersTranslation('This is not what I wanted to say', 'de-AT')).toBe(true);
  });

  it('does not offer when the languages match, or either is unknown', () => {
    expect(offersTranslation('This is not what I wanted to say', 'en')).toBe(false);
    expect(offersTranslation('This is not what I wanted to say', 'EN-gb')).toBe(false);
    expect(offersTranslation('Hello', 'de')).toBe(false);
    expect(offersTranslation('This is not what I wanted to say', null)).toBe(false);
  });
});
