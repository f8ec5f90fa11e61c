/** Thrown for input that is not a host with an optional port. */
export class InvalidInstanceError extends Error {
  constructor() {
    super('Invalid instance');
    this.name = 'InvalidInstanceError';
  }
}

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOSTNAME = `(?:${LABEL})(?:\\.${LABEL})*`;
const IPV6 = '\\[[0-9a-f:.]+\\]';
const PORT = '(?::(?:[1-9][0-9]{0,4}))?';
const HOST_PATTERN = new RegExp(`^(?:${HOSTNAME}|${IPV6})${PORT}$`);

/**
 * Turns what a person typed into an instance host: scheme and trailing slashes stripped,
 * lower-cased; empty input falls back to `defaultInstance`.
 */
export function normalizeInstance(input: string, defaultInstance: string): string {
  if (!input.trim()) return defaultInstance;
  const host = input
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '')
    .toLowerCase();
  if (!HOST_PATTERN.test(host)) throw new InvalidInstanceError();
  const port = /:(\d+)$/.exec(host)?.[1];
  if (port && Number(port) > 65535) throw new InvalidInstanceError();
  return host;
}

export function isValidInstance(host: string): boolean {
  try {
    return normalizeInstance(host, '') === host && host !== '';
  } catch {
    return false;
  }
}

function hostname(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d+$/, '');
}

/** Loopback hosts: localhost, 127.0.0.0/8 and [::1]. */
export function isLoopbackHost(host: string): boolean {
  const name = hostname(host.toLowerCase());
  if (name === 'localhost' || name === '[::1]') return true;
  const octets = name.split('.');
  return (
    octets.length === 4 &&
    octets[0] === '127' &&
    octets.every((octet) => /^\d{1,3}$/.test(octet) && Number(octet) <= 255)
  );
}

/** Loopback hosts are reached over http://, every other instance over https://. */
export function instanceOrigin(host: string): string {
  return `${isLoopbackHost(host) ? 'http' : 'https'}://${host.toLowerCase()}`;
}

/**
 * The instance part of what was typed into the login form: the host of a pasted profile or post
 * URL (`https://other.example/@bob/123` → `other.example`), of a `@user@host` handle, or of
 * `host/path`; anything else as typed (normalizeInstance judges it).
 */
export function instanceFromLoginInput(input: string): string {
  const typed = input.trim();
  const handle = /^@?[^@\s/]+@([^@\s/]+)$/.exec(typed);
  if (handle) return handle[1];
  if (/^https?:\/\//i.test(typed)) {
    try {
      return new URL(typed).host;
    } catch {
      return typed;
    }
  }
  return /^[^/\s]+\/./.test(typed) ? typed.slice(0, typed.indexOf('/')) : typed;
}

/**
 * The instance whose screens are shown, which the shell reads (its record, capabilities and
 * notice). Logged in, the account's: the shell is the account's whatever instance a post comes
 * from. Logged out, the instance the route names when it is one (`#/{instance}/l`), so that reading
 * another server asks nothing of the default one; else the default instance.
 */
export function shownInstance(
  session: { instance: string; isLoggedIn: boolean },
  routeInstance: string | undefined,
): string {
  if (session.isLoggedIn || !routeInstance) return session.instance;
  const host = routeInstance.toLowerCase();
  return isValidInstance(host) ? host : session.instance;
}
