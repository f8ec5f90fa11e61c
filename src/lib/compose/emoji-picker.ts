/** What the emoji picker lists: the server's custom emojis by category, standard emoji by group. */

export interface StandardEmoji {
  unicode: string;
  /** Its name in English (Unicode's CLDR annotation). */
  label: string;
  /** Unicode's emoji group: 0 smileys and emotion … 9 flags. */
  group?: number;
  tags?: string[];
}

interface CustomEmojiLike {
  shortcode: string;
  visibleInPicker: boolean;
  category?: string | null;
}

/** Skin tone and hair components: parts of other emoji, not emoji to post on their own. */
const COMPONENT_GROUP = 2;

function normalise(query: string): string {
  return query.trim().replace(/^:|:$/g, '').toLowerCase();
}

/** Standard emoji whose name or keywords contain the query, by group in Unicode's order. */
export function groupStandard(
  emojis: readonly StandardEmoji[],
  query: string,
): { group: number; emojis: StandardEmoji[] }[] {
  const wanted = normalise(query);
  const groups = new Map<number, StandardEmoji[]>();
  for (const emoji of emojis) {
    if (emoji.group === undefined || emoji.group === COMPONENT_GROUP) continue;
    const words = [emoji.label, ...(emoji.tags ?? [])];
    if (wanted && !words.some((word) => word.toLowerCase().includes(wanted))) continue;
    const list = groups.get(emoji.group) ?? [];
    list.push(emoji);
    groups.set(emoji.group, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([group, list]) => ({ group, emojis: list }));
}

/**
 * The server's custom emojis meant for the picker whose shortcode contains the query, by
 * category (those without one first, then by name), each sorted by shortcode.
 */
export function groupCustom<T extends CustomEmojiLike>(
  emojis: readonly T[],
  query: string,
): { category: string | null; emojis: T[] }[] {
  const wanted = normalise(query);
  const categories = new Map<string | null, T[]>();
  for (const emoji of emojis) {
    if (!emoji.visibleInPicker || !emoji.shortcode.toLowerCase().includes(wanted)) continue;
    const category = emoji.category || null;
    const list = categories.get(category) ?? [];
    list.push(emoji);
    categories.set(category, list);
  }
  return [...categories.entries()]
    .sort(([a], [b]) => (a === null ? -1 : b === null ? 1 : a.localeCompare(b)))
    .map(([category, list]) => ({
      category,
      emojis: list.sort((a, b) => a.shortcode.localeCompare(b.shortcode)),
    }));
}

interface Section<E> {
  key: string;
  emojis: E[];
}

/**
 * What the picker shows at once, which keeps its size bounded: the chosen group (the first while
 * none is chosen or the chosen one is gone), or while searching the matches of every group, up to
 * `cap` emoji in all.
 */
export function shownSections<E, S extends Section<E>>(
  sections: readonly S[],
  searching: boolean,
  selected: string | null,
  cap: number,
): S[] {
  if (!searching) {
    const chosen = sections.find((section) => section.key === selected) ?? sections[0];
    return chosen ? [chosen] : [];
  }
  const shown: S[] = [];
  let left = cap;
  for (const section of sections) {
    if (left <= 0) break;
    shown.push({ ...section, emojis: section.emojis.slice(0, left) });
    left -= section.emojis.length;
  }
  return shown;
}
