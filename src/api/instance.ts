import {
  parseStoredInstanceRecord,
  toInstanceRecord,
  type InstanceRecord,
} from '../lib/instance-record';
import { getAnonymousClient } from './clients';
import { readJson, writeJson } from '../lib/storage';

const storageKey = (host: string) => `petrel:instance:${host}`;

export function storedInstance(host: string): InstanceRecord | null {
  return parseStoredInstanceRecord(readJson(storageKey(host.toLowerCase())));
}

async function fetchInstanceRecord(host: string): Promise<InstanceRecord> {
  const client = getAnonymousClient(host);
  try {
    return toInstanceRecord(await client.v2.instance.fetch(), host);
  } catch {
    return toInstanceRecord(await client.v1.instance.fetch(), host);
  }
}

/**
 * The instance record, from v2 with a v1 fallback, cached per lower-cased host.
 * Failures are swallowed: the last stored record (or null) is returned instead.
 */
export async function loadInstance(host: string): Promise<InstanceRecord | null> {
  const key = host.toLowerCase();
  try {
    const record = await fetchInstanceRecord(key);
    writeJson(storageKey(key), record);
    return record;
  } catch {
    return storedInstance(key);
  }
}
