/**
 * What the service worker may answer from its cache. It holds the app's own files only: never
 * an instance's answers (other origins), nor anything under /api/ or /oauth/ should the app share
 * an origin with a server, so one account's data can never be read back by another.
 */

const PRIVATE_PATHS = [/^\/api\//, /^\/oauth\//, /^\/_sandbox\//];

function isPrivatePath(url: URL, scope: URL): boolean {
  const path = url.pathname.startsWith(scope.pathname)
    ? `/${url.pathname.slice(scope.pathname.length)}`
    : url.pathname;
  return PRIVATE_PATHS.some((pattern) => pattern.test(path) || pattern.test(url.pathname));
}

/** Whether a URL may be stored in (and served from) the cache: the app's own files only. */
export function mayCache(url: URL, scope: URL): boolean {
  if (url.origin !== scope.origin) return false;
  if (!url.pathname.startsWith(scope.pathname)) return false;
  if (url.search !== '' && !/^\?__WB_REVISION__=/.test(url.search)) return false;
  return !isPrivatePath(url, scope);
}

/**
 * Whether a request is cached when first used (cache first): the app's hashed build files
 * (`assets/`), which a new version never changes but only replaces. The shell is precached.
 */
export function cachesOnFirstUse(url: URL, scope: URL): boolean {
  return (
    mayCache(url, scope) && url.search === '' && url.pathname.startsWith(`${scope.pathname}assets/`)
  );
}

/**
 * Of the files a page loaded before the service worker controlled it (its first visit), those the
 * worker should cache now, as if they had been fetched through it: the locale's catalog, the
 * first screen's chunks.
 */
export function filesToCacheNow(loaded: readonly string[], scope: URL): string[] {
  return [...new Set(loaded)].filter((href) => cachesOnFirstUse(new URL(href, scope), scope));
}

/** Whether a navigation gets the cached app shell (index.html): the app's pages, never an API. */
export function servesAppShell(url: URL, scope: URL): boolean {
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return false;
  if (isPrivatePath(url, scope)) return false;
  // A file the server holds (favicon.ico, a .png): let the network answer.
  const last = url.pathname.split('/').pop() ?? '';
  return last === '' || last === 'index.html' || !last.includes('.');
}

/** The precache entries the service worker may keep (see `mayCache`). */
export function cacheableEntries<T extends string | { url: string }>(
  entries: readonly T[],
  scope: URL,
): T[] {
  return entries.filter((entry) =>
    mayCache(new URL(typeof entry === 'string' ? entry : entry.url, scope), scope),
  );
}
