/** Small JSON records in localStorage; unreadable data reads as missing. */
export function readJson<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or unavailable: the data stays in memory for this session.
  }
}

/**
 * The storage key of an account's own record of `kind` (`scopeKey` is `instance:accountId`).
 * Every per-account record is named this way, so removing an account can find them all.
 */
export function scopedStorageKey(kind: string, scopeKey: string, ...parts: string[]): string {
  return [`petrel:${kind}:${scopeKey}`, ...parts].join(':');
}

/** Removes every record `scopedStorageKey` made for `scopeKey`, whatever its kind. */
export function removeScopedRecords(scopeKey: string): void {
  try {
    const doomed: string[] = [];
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index);
      if (key && belongsToScope(key, scopeKey)) doomed.push(key);
    }
    doomed.forEach((key) => localStorage.removeItem(key));
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}

function belongsToScope(key: string, scopeKey: string): boolean {
  const match = /^petrel:[a-z-]+:/.exec(key);
  if (!match) return false;
  const rest = key.slice(match[0].length);
  return rest === scopeKey || rest.startsWith(`${scopeKey}:`);
}
