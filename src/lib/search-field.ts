/** The search screen's own field. */
export const SEARCH_INPUT_ID = 'search-input';
/** The field at the top of the sidebar on wide screens (on every screen but Search). */
export const HEADER_SEARCH_INPUT_ID = 'header-search-input';

/**
 * The search field `/` focuses: the search screen's, else the sidebar's while it is shown (it is
 * hidden on narrow screens); null when neither is there, and `/` goes to the search screen.
 */
export function searchFieldToFocus(doc: Document): HTMLElement | null {
  const own = doc.getElementById(SEARCH_INPUT_ID);
  if (own) return own;
  const sidebar = doc.getElementById(HEADER_SEARCH_INPUT_ID);
  return sidebar?.checkVisibility?.() ? sidebar : null;
}
