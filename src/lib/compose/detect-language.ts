import { baseLanguage } from '../translation-offer';

/**
 * A small guess at the language of what is being written, good enough to tell "this is not the
 * post's language": the script decides for the languages that have one of their own, and the
 * most common words for a few languages written in Latin letters. Null when it cannot tell.
 */

/** Scripts used by one language (or one taken as the usual one). */
const SCRIPTS: [RegExp, string][] = [
  [/\p{Script=Hiragana}|\p{Script=Katakana}/u, 'ja'],
  [/\p{Script=Hangul}/u, 'ko'],
  [/\p{Script=Han}/u, 'zh'],
  [/\p{Script=Arabic}/u, 'ar'],
  [/\p{Script=Hebrew}/u, 'he'],
  [/\p{Script=Greek}/u, 'el'],
  [/\p{Script=Thai}/u, 'th'],
  [/\p{Script=Devanagari}/u, 'hi'],
  [/\p{Script=Georgian}/u, 'ka'],
  [/\p{Script=Armenian}/u, 'hy'],
];

/** Frequent short words of languages written in Latin letters. */
const COMMON_WORDS: Record<string, readonly string[]> = {
  en: 'the and is are was to of in that it for you with this have not on be what at'.split(' '),
  de: 'der die das und ist nicht ich ein eine zu mit den auf sich es auch wir für von'.split(' '),
  fr: 'le la les et est une des pas je que qui dans pour sur avec ce nous vous il'.split(' '),
  es: 'el la los las y es una que no por con para del se lo muy pero como esta'.split(' '),
  it: 'il lo la gli e è una che non per con del della sono ma come questo anche'.split(' '),
  pt: 'o a os as e é uma que não por com para do da em um mas isso muito'.split(' '),
  nl: 'de het een en is niet ik dat van op te met zijn voor maar ook wat'.split(' '),
};

/** Below this many known words the text says too little. */
const MIN_WORDS_KNOWN = 2;

function cyrillicLanguage(text: string): string {
  return /[іїєґ]/iu.test(text) ? 'uk' : 'ru';
}

/** The text without what is not language: links, mentions, hashtags, custom emoji. */
function prose(text: string): string {
  return text.replace(/https?:\/\/\S+|[@#][\p{L}\p{N}_.@-]+|:[\w+-]+:/gu, ' ');
}

/** ISO 639-1 code of the language `text` looks written in, or null when unsure. */
export function detectLanguage(text: string): string | null {
  const words = prose(text);
  for (const [script, language] of SCRIPTS) if (script.test(words)) return language;
  if (/\p{Script=Cyrillic}/u.test(words)) return cyrillicLanguage(words);
  const tokens = words.toLowerCase().match(/\p{L}+/gu) ?? [];
  let best: string | null = null;
  let bestCount = 0;
  let tied = false;
  for (const [language, common] of Object.entries(COMMON_WORDS)) {
    const count = tokens.filter((token) => common.includes(token)).length;
    if (count > bestCount) {
      best = language;
      bestCount = count;
      tied = false;
    } else if (count === bestCount) tied = true;
  }
  return best && !tied && bestCount >= MIN_WORDS_KNOWN ? best : null;
}

/**
 * Whether to offer translating what was written into the post's language: only when the text
 * looks written in another language than the one the post is marked with.
 */
export function offersTranslation(text: string, postLanguage: string | null): boolean {
  if (!postLanguage) return false;
  const detected = detectLanguage(text);
  return detected !== null && detected !== baseLanguage(postLanguage);
}
