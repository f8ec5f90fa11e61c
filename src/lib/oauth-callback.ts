export type OAuthCallback =
  | { kind: 'code'; code: string; state: string }
  | { kind: 'denied' }
  | { kind: 'error'; error: string };

/** Reads what the authorization server put in our query string, if anything. */
export function parseOAuthCallback(search: string): OAuthCallback | null {
  const params = new URLSearchParams(search);
  const error = params.get('error');
  if (error === 'access_denied') return { kind: 'denied' };
  if (error) return { kind: 'error', error };
  const code = params.get('code');
  if (code) return { kind: 'code', code, state: params.get('state') ?? '' };
  return null;
}

/** The URL the server redirects back to: this page without query or hash. */
export function redirectUriFor(location: { origin: string; pathname: string }): string {
  return `${location.origin}${location.pathname}`;
}

/** The same URL with the OAuth parameters removed, for history.replaceState. */
export function urlWithoutOAuthParams(href: string): string {
  const url = new URL(href);
  for (const name of ['code', 'state', 'error', 'error_description']) url.searchParams.delete(name);
  return url.toString();
}
