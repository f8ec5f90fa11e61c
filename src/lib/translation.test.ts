import { describe, expect, it } from 'vitest';
import {
  AUTO_INLINE_MAX_CHARACTERS,
  autoInlineEligible,
  instanceLabel,
  lingvaUrl,
  parseLingvaAnswer,
  translationService,
} from './translation';
import {
  baseLanguage,
  sameLanguage,
  translationTarget,
  wantsTranslation,
} from './translation-offer';

const on = { contentTranslation: true, contentTranslationHideLanguages: [] };

describe('languages', () => {
  it.each([
    ['de-AT', 'de'],
    ['pt_BR', 'pt'],
    ['FR', 'fr'],
    ['zh-CN', 'zh'],
  ])('%s has the base language %s', (code, base) => expect(baseLanguage(code)).toBe(base));

  it('compares base languages', () => {
    expect(sameLanguage('de-AT', 'de')).toBe(true);
    expect(sameLanguage('en-GB', 'EN')).toBe(true);
    expect(sameLanguage('de', 'fr')).toBe(false);
  });

  it('targets the chosen language, else the interface’s', () => {
    expect(translationTarget(null, 'pt-BR')).toBe('pt');
    expect(translationTarget('', 'de')).toBe('de');
    expect(translationTarget('fr', 'en')).toBe('fr');
  });
});

describe('wantsTranslation', () => {
  it('offers posts in another language', () => {
    expect(wantsTranslation('fr', 'en', on)).toBe(true);
  });
  it('does not offer posts in the target language, whatever the region', () => {
    expect(wantsTranslation('en', 'en', on)).toBe(false);
    expect(wantsTranslation('de-AT', 'de', on)).toBe(false);
  });
  it('does not offer posts without a language', () => {
    expect(wantsTranslation(null, 'en', on)).toBe(false);
    expect(wantsTranslation(undefined, 'en', on)).toBe(false);
    expect(wantsTranslation(' ', 'en', on)).toBe(false);
  });
  it('does not offer hidden languages', () => {
    const hidden = { ...on, contentTranslationHideLanguages: ['de'] };
    expect(wantsTranslation('de-CH', 'en', hidden)).toBe(false);
    expect(wantsTranslation('fr', 'en', hidden)).toBe(true);
  });
  it('offers nothing with the setting off', () => {
    expect(wantsTranslation('fr', 'en', { ...on, contentTranslation: false })).toBe(false);
  });
});

describe('translationService', () => {
  it('uses the server when logged in and it translates', () => {
    expect(
      translationService({
        loggedIn: true,
        serverTranslates: true,
        instances: [],
        visibility: 'public',
      }),
    ).toBe('server');
  });
  it('uses the translation instances logged out or where the server does not translate', () => {
    const instances = ['lingva.example'];
    expect(
      translationService({
        loggedIn: false,
        serverTranslates: true,
        instances,
        visibility: 'public',
      }),
    ).toBe('instances');
    expect(
      translationService({
        loggedIn: true,
        serverTranslates: false,
        instances,
        visibility: 'unlisted',
      }),
    ).toBe('instances');
  });
  it('sends no followers-only or direct post to a translation instance', () => {
    const instances = ['lingva.example'];
    for (const visibility of ['private', 'direct']) {
      expect(
        translationService({ loggedIn: false, serverTranslates: false, instances, visibility }),
      ).toBe(null);
      expect(
        translationService({ loggedIn: true, serverTranslates: true, instances, visibility }),
      ).toBe('server');
    }
  });
  it('has none without either', () => {
    expect(
      translationService({
        loggedIn: true,
        serverTranslates: false,
        instances: [],
        visibility: 'public',
      }),
    ).toBe(null);
    expect(
      translationService({
        loggedIn: false,
        serverTranslates: true,
        instances: [],
        visibility: 'public',
      }),
    ).toBe(null);
  });
});

describe('autoInlineEligible', () => {
  it('takes short public and unlisted posts', () => {
    expect(autoInlineEligible('Guten Morgen!', 'public')).toBe(true);
    expect(autoInlineEligible('x'.repeat(AUTO_INLINE_MAX_CHARACTERS), 'unlisted')).toBe(true);
  });
  it('leaves longer posts to be asked for', () => {
    expect(autoInlineEligible('x'.repeat(AUTO_INLINE_MAX_CHARACTERS + 1), 'public')).toBe(false);
  });
  it('counts characters, not UTF-16 units', () => {
    expect(autoInlineEligible('🦜'.repeat(AUTO_INLINE_MAX_CHARACTERS), 'public')).toBe(true);
  });
  it('leaves empty and non-public posts alone', () => {
    expect(autoInlineEligible('  ', 'public')).toBe(false);
    expect(autoInlineEligible('Hallo', 'private')).toBe(false);
    expect(autoInlineEligible('Hallo', 'direct')).toBe(false);
  });
});

describe('lingvaUrl', () => {
  it('builds the address on https for a host', () => {
    expect(lingvaUrl('lingva.example', 'fr', 'en', 'Bonjour à tous / ok?')).toBe(
      'https://lingva.example/api/v1/fr/en/Bonjour%20%C3%A0%20tous%20%2F%20ok%3F',
    );
  });
  it('keeps a path and uses http for a loopback host', () => {
    expect(lingvaUrl('127.0.0.1:8881/_services/lingva/', 'de', 'en', 'Hallo')).toBe(
      'http://127.0.0.1:8881/_services/lingva/api/v1/de/en/Hallo',
    );
  });
  it('keeps a given scheme and asks for detection without a source', () => {
    expect(lingvaUrl('http://Lingva.Example/x', '', 'en', 'a')).toBe(
      'http://lingva.example/x/api/v1/auto/en/a',
    );
  });
  it('names the host', () => {
    expect(instanceLabel('https://Lingva.Example/path')).toBe('lingva.example');
    expect(instanceLabel('127.0.0.1:8881/_services/lingva')).toBe('127.0.0.1:8881');
  });
});

describe('parseLingvaAnswer', () => {
  it('reads the translation and the detected language', () => {
    expect(parseLingvaAnswer({ translation: 'Hello', info: { detectedSource: 'de' } })).toEqual({
      translation: 'Hello',
      detectedSource: 'de',
    });
    expect(parseLingvaAnswer({ translation: 'Hello' })).toEqual({
      translation: 'Hello',
      detectedSource: null,
    });
  });
  it.each([[null], ['Hello'], [{}], [{ translation: 3 }], [{ translation: '  ' }], [[1]]])(
    'refuses %j',
    (body) => expect(parseLingvaAnswer(body)).toBeNull(),
  );
});
