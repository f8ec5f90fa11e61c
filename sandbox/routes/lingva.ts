import { ApiError } from '../http/errors';
import type { RouteFamily } from './types';

/** The stand-in's small dictionary: a word's English, per source language. */
export const LINGVA_WORDS: Record<string, Record<string, string>> = {
  de: {
    guten: 'good',
    morgen: 'morning',
    hallo: 'hello',
    welt: 'world',
    der: 'the',
    die: 'the',
    das: 'the',
    hafen: 'harbour',
    ist: 'is',
    heute: 'today',
    ruhig: 'calm',
    und: 'and',
    möwen: 'gulls',
    schiff: 'ship',
  },
  fr: {
    bonjour: 'hello',
    le: 'the',
    la: 'the',
    les: 'the',
    port: 'harbour',
    est: 'is',
    calme: 'calm',
    ce: 'this',
    matin: 'morning',
    et: 'and',
    bateaux: 'boats',
    mouettes: 'gulls',
    rentrent: 'come back',
    tout: 'all',
    monde: 'world',
  },
};

/** Which dictionary a text reads as: the one knowing the most of its words. */
function detect(words: string[]): string {
  let best = 'en';
  let bestCount = 0;
  for (const [language, table] of Object.entries(LINGVA_WORDS)) {
    const count = words.filter((word) => word in table).length;
    if (count > bestCount) [best, bestCount] = [language, count];
  }
  return best;
}

/**
 * A deterministic "translation": known words become English, others stay, all marked with
 * `[source→target]` so a test sees which service translated. Punctuation and line breaks stay.
 */
export function lingvaTranslate(source: string, target: string, text: string) {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const from = source === 'auto' ? detect(words) : source;
  const table = target === 'en' ? (LINGVA_WORDS[from] ?? {}) : {};
  const translated = text.replace(/\p{L}+/gu, (word, offset: number) => {
    const english = table[word.toLowerCase()];
    if (!english) return word;
    const sentenceStart = /(^|[.!?]\s+)$/.test(text.slice(0, offset));
    return sentenceStart ? english[0].toUpperCase() + english.slice(1) : english;
  });
  return { translation: `[${from}→${target}] ${translated}`, info: { detectedSource: from } };
}

// The text is a wildcard: a named parameter would stop at the router's parameter length limit.
type LingvaParams = { Params: { source: string; target: string; '*': string } };

/** A Lingva-compatible translation instance (VITE_TRANSLATION_INSTANCES) for tests and demos. */
const lingva: RouteFamily = (app) => {
  app.get<LingvaParams>('/_services/lingva/api/v1/:source/:target/*', (request) => {
    const { source, target, '*': query } = request.params;
    const code = /^[a-z]{2,3}([-_][a-z]+)?$/i;
    if (!(source === 'auto' || code.test(source)) || !code.test(target)) {
      throw new ApiError(400, 'Invalid language');
    }
    if (!query.trim()) throw new ApiError(400, 'Nothing to translate');
    return lingvaTranslate(source.toLowerCase(), target.toLowerCase(), query);
  });
};

export default lingva;
