/**
 * `rel` → URL of a `Link` header. A link naming several relations (`rel="next last"`) is listed
 * under each; the first link of a relation wins.
 */
export function parseLinkHeader(header: string | null | undefined): Map<string, string> {
  const links = new Map<string, string>();
  if (!header) return links;
  for (const part of header.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?([^";]+)"?/.exec(part.trim());
    if (!match) continue;
    for (const rel of match[2].trim().split(/\s+/)) {
      if (!links.has(rel)) links.set(rel, match[1]);
    }
  }
  return links;
}

/**
 * The `max_id` of a `Link` header's `next` page. Some lists (followers, quotes, followed tags) page
 * by ids of records the client never sees, so the cursor must come from the server's link.
 */
export function nextMaxIdFromLink(header: string | null | undefined): string | undefined {
  const next = parseLinkHeader(header).get('next');
  if (!next) return undefined;
  try {
    return new URL(next).searchParams.get('max_id') ?? undefined;
  } catch {
    return undefined;
  }
}
