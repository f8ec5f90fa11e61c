/**
 * Which URLs may become something a person can follow. A URL from a server or a setting is used
 * only when it is absolute: the URL parser (no base) refuses relative and protocol-relative
 * references, and it strips the tabs, newlines and surrounding control characters browsers strip,
 * so `java\tscript:` and ` javascript:` are read with the protocol a browser would run.
 */

const WEB_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:']);
// Post and bio content may also link an e-mail address.
const CONTENT_PROTOCOLS: ReadonlySet<string> = new Set([...WEB_PROTOCOLS, 'mailto:']);

function parseAbsoluteUrl(value: string | URL): URL | null {
  if (value instanceof URL) return value;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** An absolute http(s) URL, parsed; null for anything else. */
export function parseHttpUrl(value: string | URL): URL | null {
  const url = parseAbsoluteUrl(value);
  return url && WEB_PROTOCOLS.has(url.protocol) ? url : null;
}

/**
 * A URL that came from a server, as it may become a link's href: absolute http(s) only.
 * Anything else (javascript:, data:, relative or malformed) gives undefined, so no link is made.
 */
export function safeExternalHref(value: string | null | undefined): string | undefined {
  return value && parseHttpUrl(value) ? value : undefined;
}

/**
 * The href a link in server content (posts, bios) keeps: absolute http(s) or mailto. Anything
 * else gives undefined and the link is shown as its text: a relative link means nothing in this
 * app, whose own pages live in the address's hash.
 */
export function contentLinkHref(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const url = parseAbsoluteUrl(value);
  return url && CONTENT_PROTOCOLS.has(url.protocol) ? value : undefined;
}

/** One of the app's own pages: `value` resolved against the app's `scope`, or null outside it. */
export function inAppUrl(value: string, scope: string): string | null {
  try {
    const url = new URL(value, scope);
    return url.href.startsWith(new URL(scope).href) ? url.href : null;
  } catch {
    return null;
  }
}
