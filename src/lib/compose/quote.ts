import type { Visibility } from './composer';

/** How a post can be quoted: natively (Mastodon 4.5), by a link to it, or not at all. */
export type QuoteOffer = 'native' | 'link' | 'denied';

interface Quotable {
  visibility: string;
  account: { id: string };
  /** Mastodon 4.5's summary of the post's quote policy for the person asking. */
  quoteApproval?: { currentUser: string } | null;
}

const LINKABLE = new Set(['public', 'unlisted']);

/**
 * Whether the person may quote a post: where the server has quotes, as the post's policy says (its
 * author may always, a private mention aside); elsewhere a link to a public post stands in.
 */
export function quoteOffer(
  post: Quotable,
  serverQuotes: boolean,
  ownAccountId?: string,
): QuoteOffer {
  if (post.visibility === 'direct') return 'denied';
  if (!serverQuotes || !post.quoteApproval) {
    return LINKABLE.has(post.visibility) ? 'link' : 'denied';
  }
  if (post.account.id === ownAccountId) return 'native';
  const { currentUser } = post.quoteApproval;
  return currentUser === 'automatic' || currentUser === 'manual' ? 'native' : 'denied';
}

/** A private or direct post can only be quoted by its author: the server sets "only you". */
export function quotePolicyFixed(visibility: Visibility): boolean {
  return visibility === 'private' || visibility === 'direct';
}
