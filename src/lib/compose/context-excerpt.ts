/** How much of a post the composer shows of what it answers or quotes. */
export const EXCERPT_LENGTH = 80;

/**
 * The start of a post's text on one line, cut at a word when it is longer than `max` characters
 * (counted as people see them), with an ellipsis to say it goes on.
 */
export function contextExcerpt(text: string, max = EXCERPT_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const characters = [...line];
  if (characters.length <= max) return line;
  const cut = characters.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
