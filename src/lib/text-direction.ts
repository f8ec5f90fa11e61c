export type TextDirection = 'ltr' | 'rtl';

/** Interface languages written right to left. */
const RTL_LANGUAGES = new Set(['ar', 'fa', 'he']);

/** The direction an interface language is written in ("ar", "he-IL": right to left). */
export function directionOf(locale: string): TextDirection {
  return RTL_LANGUAGES.has(locale.split('-')[0].toLowerCase()) ? 'rtl' : 'ltr';
}

/**
 * The step an arrow key takes through items laid out along the line of text: forward is to the
 * right in left-to-right languages and to the left in right-to-left ones.
 */
export function arrowStep(key: string, direction: TextDirection): -1 | 0 | 1 {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  return key === forward ? 1 : key === backward ? -1 : 0;
}
