/** The `rel` URL of a Link header, as a path relative to the sandbox origin. */
export function linkPath(header: string | null, rel: 'next' | 'prev'): string | undefined {
  if (!header) return undefined;
  const match = new RegExp(`<([^>]+)>; rel="${rel}"`).exec(header);
  if (!match) return undefined;
  const url = new URL(match[1]);
  return url.pathname + url.search;
}
