import { instanceOrigin } from '../lib/instance';
import { pickNodeInfoHref, toNodeInfo, type NodeInfo } from '../lib/nodeinfo';
import { API_TIMEOUT_MS } from './clients';
import { readJson, writeJson } from './storage';

const storageKey = (host: string) => `petrel:nodeinfo:${host}`;

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
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
    if (!info) return readJson<NodeInfo>(storageKey(key));
    writeJson(storageKey(key), info);
    return info;
  } catch {
    return readJson<NodeInfo>(storageKey(key));
  }
}
