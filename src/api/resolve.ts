import type { mastodon } from 'masto';
import { isStatusAt } from '../lib/status-link';

/**
 * Finds the post at `url` on the client's instance (fetching it from its home server when the
 * instance doesn't know it yet): search v2 with q=url, type=statuses, resolve=true, limit=1.
 * Only a result whose `url` or `uri` is the link counts; anything else is no result.
 */
export async function resolveStatusUrl(
  client: mastodon.rest.Client,
  url: string,
  signal?: AbortSignal,
): Promise<mastodon.v1.Status[]> {
  const results = await client.v2.search.list(
    { q: url, type: 'statuses', resolve: true, limit: 1 },
    signal ? { requestInit: { signal } } : undefined,
  );
  return results.statuses.filter((status) => isStatusAt(status, url));
}
