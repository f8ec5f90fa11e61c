/**
 * A URL that came from a server, as it may become a link's href: absolute http(s) only.
 * Anything else (javascript:, data:, relative or malformed) gives undefined, so no link is made.
 */
export function safeExternalHref(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    // No base: a relative URL does not parse.
    url = new URL(value);
  } catch {
    return undefined;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? value : undefined;
}
