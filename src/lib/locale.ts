import { match } from '@formatjs/intl-localematcher';

// language (2-3 letters, or 5-8), optional script (4 letters), optional region (2 letters or 3 digits)
const LOCALE_SHAPE = /^[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|\d{3}))?$/i;

/** Throws a RangeError unless `code` has a language[-Script][-REGION] shape. */
export function assertLocaleShape(code: string): string {
  if (!LOCALE_SHAPE.test(code))
    throw new RangeError(`Incorrect locale information provided: ${code}`);
  return code;
}

/**
 * Best-fit match of the requested locales against the available ones (the matcher's best-fit
 * algorithm keeps a match only above its distance threshold of 838).
 * Malformed requested codes raise a RangeError.
 */
export function matchLocale(
  requested: readonly string[],
  available: readonly string[],
  defaultLocale: string,
): string {
  requested.forEach(assertLocaleShape);
  return match([...requested], [...available], defaultLocale, { algorithm: 'best fit' });
}
