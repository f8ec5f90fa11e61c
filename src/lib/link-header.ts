/**
 * The `max_id` of a `Link` header's `next` page. Some lists (followers, quotes, followed tags) page
 * by ids of records the client never sees, so the cursor must come from the server's link.
 */
export function nextMaxIdFromLink(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?([^";]+)"?/.exec(part.trim());
    if (!match || !match[2].split(/\s+/).includes('next')) continue;
    try {
      return new URL(match[1]).searchParams.get('max_id') ?? undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
