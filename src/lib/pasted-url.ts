import { isValidInstance } from './instance';
import { parseHttpUrl } from './safe-href';

/** What a URL pasted into a search box opens. */
export type PastedUrlTarget =
  /** One of Petrel's own links: its screen opens straight away. */
  | { kind: 'route'; path: string }
  /** Another server's post or profile: the session's instance looks it up (search with resolve). */
  | { kind: 'resolve'; url: string }
  /** Another server's URL while logged out: servers resolve URLs only for their own accounts. */
  | { kind: 'needs-account'; url: string };

const ID = /^[\w-]+$/;
// `/s/{id}`, `/a/{id}` with an optional instance first: `/{instance}/s/{id}`.
const POST_OR_PROFILE = /^\/(?:([^/]+)\/)?([sa])\/([^/]+)$/;

/** A pasted http(s) URL; text with spaces in it is a search, not a URL. */
function pastedHttpUrl(input: string): URL | null {
  return /^https?:\/\/\S+$/i.test(input) ? parseHttpUrl(input) : null;
}

/** A post or profile route naming its instance (`/{instance}/s/{id}`), when `path` is one. */
function postOrProfilePath(path: string): string | null {
  const match = POST_OR_PROFILE.exec(path.replace(/[?#].*$/, '').replace(/\/+$/, ''));
  if (!match) return null;
  const [, rawInstance, kind, id] = match;
  if (!ID.test(id)) return null;
  if (rawInstance === undefined) return null;
  const instance = rawInstance.toLowerCase();
  return isValidInstance(instance) ? `/${instance}/${kind}/${id}` : null;
}

/**
 * Where a pasted URL leads. Petrel's own links (this app's address with a `#/…` route, or any
 * Petrel's `#/{instance}/s/{id}` and `#/{instance}/a/{id}`, or the path form `/{instance}/s/{id}`
 * on this app's address) open their screen; any other http(s) URL is another server's, looked up
 * by the session's instance. Null for input that is not a URL.
 */
export function pastedUrlTarget(
  input: string,
  { appOrigin, isLoggedIn }: { appOrigin: string; isLoggedIn: boolean },
): PastedUrlTarget | null {
  const url = pastedHttpUrl(input.trim());
  if (!url) return null;
  const sameApp = url.origin === appOrigin;
  const hashPath = url.hash.startsWith('#/') ? url.hash.slice(1) : null;
  if (sameApp && hashPath) return { kind: 'route', path: hashPath };
  const path =
    (hashPath && postOrProfilePath(hashPath)) || (sameApp ? postOrProfilePath(url.pathname) : null);
  if (path) return { kind: 'route', path };
  return isLoggedIn ? { kind: 'resolve', url: url.href } : { kind: 'needs-account', url: url.href };
}
