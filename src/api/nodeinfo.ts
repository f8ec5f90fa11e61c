import { instanceOrigin } from '../lib/instance';
import { pickNodeInfoHref, parseStoredNodeInfo, toNodeInfo, type NodeInfo } from '../lib/nodeinfo';
import { readJson, writeJson } from '../lib/storage';

/**
 * Node info only tells which server software this is; screens wait for it, so a server that does
 * not answer soon is taken as unknown (Mastodon's defaults) rather than waited on for minutes.
 */
export const NODEINFO_TIMEOUT_MS = 10_000;

const storageKey = (host: string) => `petrel:nodeinfo:${host}`;

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(NODEINFO_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

/**
 * Node info of an instance (highest schema version ≤ 2), cached per instance.
 * Failures are swallowed: the stored copy (or null) is returned.
 */
export async function loadNodeInfo(host: string): Promise<NodeInfo | null> {
  const key = host.toLowerCase();
  try {
    const href = pickNodeInfoHref(await getJson(`${instanceOrigin(key)}/.well-known/nodeinfo`));
    const info = href ? toNodeInfo(await getJson(href)) : null;
    if (!info) return parseStoredNodeInfo(readJson(storageKey(key)));
    writeJson(storageKey(key), info);
    return info;
  } catch {
    return parseStoredNodeInfo(readJson(storageKey(key)));
  }
}
