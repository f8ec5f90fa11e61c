/**
 * The domain a person typed to block (`https://Example.social/about` or `@ann@example.social` → `example.social`), or null
 * when it is not a domain name.
 */
export function normalizeDomain(input: string): string | null {
  const domain = input
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/^.*@/, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');
  const label = /^(?!-)[a-z0-9\u00a1-\uffff-]{1,63}(?<!-)$/;
  const labels = domain.split('.');
  if (labels.length < 2 || domain.length > 253) return null;
  return labels.every((part) => label.test(part)) ? domain : null;
}

/** A muted account as `GET /api/v1/mutes` lists it (Mastodon 3.3+ adds when the mute ends). */
export interface MutedAccountFields {
  muteExpiresAt?: string | null;
}

/** When a mute ends, or null when it lasts until unmuted (or the server does not say). */
export function muteEndsAt(account: MutedAccountFields): Date | null {
  if (!account.muteExpiresAt) return null;
  const date = new Date(account.muteExpiresAt);
  return Number.isNaN(date.getTime()) ? null : date;
}
