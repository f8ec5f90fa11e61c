import type { mastodon } from 'masto';

export type ResolvedStatus = Pick<mastodon.v1.Status, 'id' | 'url' | 'uri'>;

/** A URL reduced to what identifies a page: no fragment, no trailing slash, case-free host. */
function comparableUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname.replace(/\/+$/, '');
    return `${parsed.protocol}//${parsed.host}${path}${parsed.search}`;
  } catch {
    return undefined;
  }
}

/**
 * Whether a search result is the post a link points to: its `url` or `uri` is the link. Some
 * servers answer a search for a post's URL with another post (snac: the post holding the link).
 */
export function isStatusAt(status: ResolvedStatus, link: string): boolean {
  const wanted = comparableUrl(link);
  if (wanted === undefined) return false;
  return [status.url, status.uri].some((url) => !!url && comparableUrl(url) === wanted);
}
