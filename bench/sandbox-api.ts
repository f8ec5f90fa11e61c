interface RawStatus {
  id: string;
  content: string;
  replies_count: number;
  account: { username: string; acct: string };
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${response.status} from ${url}`);
  return (await response.json()) as T;
}

/** bob's "Ask me anything…" post (#tides), found through the public hashtag timeline. */
export async function findBigThread(sandboxUrl: string): Promise<RawStatus | null> {
  let maxId = '';
  for (let page = 0; page < 25; page++) {
    const query = new URLSearchParams({ limit: '40', ...(maxId ? { max_id: maxId } : {}) });
    const statuses = await getJson<RawStatus[]>(
      `${sandboxUrl}/api/v1/timelines/tag/tides?${query}`,
    );
    const found = statuses.find(
      (status) => status.account.username === 'bob' && status.content.includes('Ask me anything'),
    );
    if (found) return found;
    if (statuses.length === 0) return null;
    maxId = statuses[statuses.length - 1].id;
  }
  return null;
}

export type StormOutcome = { ok: true; count: number } | { ok: false; reason: string };

/**
 * Asks the sandbox to publish `count` posts at once: to the target's Home (`statuses`), or posts
 * mentioning the target (`notifications`), streamed as they are made.
 */
export async function startStorm(
  sandboxUrl: string,
  target: string,
  count: number,
  kind: 'statuses' | 'notifications' = 'statuses',
): Promise<StormOutcome> {
  const response = await fetch(`${sandboxUrl}/_sandbox/storm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ count, target, kind, interval_ms: 0 }),
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status === 404) return { ok: false, reason: 'sandbox has no /_sandbox/storm' };
  if (!response.ok) return { ok: false, reason: `/_sandbox/storm answered ${response.status}` };
  return { ok: true, count };
}
