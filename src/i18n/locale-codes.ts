/** Every locale Petrel ships a catalog for; `en` is the source. */
export const LOCALE_CODES = [
  'en', 'ar', 'ca', 'cs', 'de', 'eo', 'es', 'eu', 'fa', 'fi', 'fr', 'gl', 'he', 'id', 'it', 'ja',
  'kab', 'ko', 'lt', 'nb', 'nl', 'pl', 'pt-BR', 'ru', 'th', 'tr', 'uk', 'zh-CN',
] as const;

export type LocaleCode = (typeof LOCALE_CODES)[number];
