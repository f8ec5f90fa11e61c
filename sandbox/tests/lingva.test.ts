import { describe, expect, it } from 'vitest';
import { LANGUAGE_POSTS } from '../seed/languages';
import { api, loginAs, sandboxForFile } from './helpers/sandbox';
import { expectSchema } from './helpers/schema';

const sandbox = sandboxForFile({ scale: 200 });

type LingvaAnswer = { translation: string; info?: { detectedSource?: string } };
const lingva = (source: string, target: string, text: string) =>
  api<LingvaAnswer>(
    sandbox,
    `/_services/lingva/api/v1/${source}/${target}/${encodeURIComponent(text)}`,
  );

describe('the Lingva stand-in', () => {
  it('translates known words into English, marked with the languages', async () => {
    const answer = await lingva('de', 'en', 'Guten Morgen! Der Hafen ist heute ruhig.');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      translation: '[de→en] Good morning! The harbour is today calm.',
      info: { detectedSource: 'de' },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeTruthy();
  });

  it('detects the language when asked to', async () => {
    const answer = await lingva('auto', 'en', 'Bonjour tout le monde / le port');
    expect(answer.body).toEqual({
      translation: '[fr→en] Hello all the world / the harbour',
      info: { detectedSource: 'fr' },
    });
  });

  it('takes long texts with slashes and line breaks', async () => {
    const text = `Le port / la mer\n\n${'calme '.repeat(60)}`;
    const answer = await lingva('fr', 'en', text);
    expect(answer.status).toBe(200);
    expect(answer.body.translation).toBe(`[fr→en] The harbour / the mer\n\n${'calm '.repeat(60)}`);
  });

  it('keeps the words it does not know, and gives the same answer every time', async () => {
    const first = await lingva('fr', 'de', 'Bonjour');
    expect(first.body.translation).toBe('[fr→de] Bonjour');
    expect((await lingva('fr', 'de', 'Bonjour')).body).toEqual(first.body);
  });

  it('refuses a language that is no language code', async () => {
    expect((await lingva('x1', 'en', 'Hallo')).status).toBe(400);
    expect((await lingva('de', 'english!', 'Hallo')).status).toBe(400);
  });
});

describe('translation on the sandbox', () => {
  it('is said to be offered by the instance', async () => {
    const instance = await api<{ configuration: { translation: { enabled: boolean } } }>(
      sandbox,
      '/api/v2/instance',
    );
    expect(instance.body.configuration.translation.enabled).toBe(true);
  });

  it('has a French and a short German post by people alice follows', async () => {
    const tagged = await api<{ language: string; account: { username: string } }[]>(
      sandbox,
      '/api/v1/timelines/tag/polyglot',
    );
    const languages = tagged.body.map((status) => status.language).sort();
    expect(languages).toEqual(['de', 'fr']);
    for (const post of LANGUAGE_POSTS) {
      const author = tagged.body.find((status) => status.language === post.language)?.account;
      expect(author?.username).toBe(post.author);
    }
    const german = LANGUAGE_POSTS.find((post) => post.language === 'de');
    expect(german?.text.length).toBeLessThanOrEqual(200);
  });

  it('answers the translate endpoint with a Translation', async () => {
    const tagged = await api<{ id: string; language: string }[]>(
      sandbox,
      '/api/v1/timelines/tag/polyglot',
    );
    const french = tagged.body.find((status) => status.language === 'fr');
    const token = await loginAs(sandbox, 'alice');
    const translated = await api(sandbox, `/api/v1/statuses/${french?.id}/translate`, {
      method: 'POST',
      token,
      json: { lang: 'en' },
    });
    expect(translated.status).toBe(200);
    expectSchema('Translation', translated.body);
  });
});
