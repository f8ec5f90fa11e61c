import type { mastodon } from 'masto';
import type { Software } from './capabilities';
import { remoteDomain } from './report';

export type ProfileMenuEntry =
  | 'mention'
  | 'notify-on'
  | 'notify-off'
  | 'boosts-on'
  | 'boosts-off'
  | 'note'
  | 'mute'
  | 'unmute'
  | 'block'
  | 'unblock'
  | 'block-domain'
  | 'unblock-domain'
  | 'report';

type Relationship = Pick<
  mastodon.v1.Relationship,
  'following' | 'notifying' | 'showingReblogs' | 'muting' | 'blocking' | 'domainBlocking'
>;

/**
 * What the "More" menu of another account's profile offers, in order. Follow options only once
 * following; the domain only for a remote account; entries the server lacks (answered 404) left out.
 */
export function profileMenuEntries(
  account: { acct: string },
  relationship: Relationship,
  missing: ReadonlySet<ProfileMenuEntry> = new Set(),
): ProfileMenuEntry[] {
  const entries: ProfileMenuEntry[] = ['mention'];
  if (relationship.following) {
    entries.push(relationship.notifying ? 'notify-off' : 'notify-on');
    entries.push(relationship.showingReblogs === false ? 'boosts-on' : 'boosts-off');
  }
  entries.push('note');
  entries.push(relationship.muting ? 'unmute' : 'mute');
  entries.push(relationship.blocking ? 'unblock' : 'block');
  if (remoteDomain(account.acct)) {
    entries.push(relationship.domainBlocking ? 'unblock-domain' : 'block-domain');
  }
  entries.push('report');
  return entries.filter((entry) => !missing.has(entry));
}

/** The entries one missing endpoint takes away (a server without mutes has no unmute either). */
export function entriesOfEndpoint(entry: ProfileMenuEntry): ProfileMenuEntry[] {
  const pairs: ProfileMenuEntry[][] = [
    ['notify-on', 'notify-off', 'boosts-on', 'boosts-off'],
    ['mute', 'unmute'],
    ['block', 'unblock'],
    ['block-domain', 'unblock-domain'],
  ];
  return pairs.find((pair) => pair.includes(entry)) ?? [entry];
}

/**
 * What a server is known to lack (snac 2.75 answers 404 to mute, unmute, note and domain blocks,
 * but blocks and unblocks); anything else is found out by its 404 (`entriesOfEndpoint`).
 */
export function entriesLackingOn(software: Software): ProfileMenuEntry[] {
  return software === 'snac' ? ['mute', 'unmute', 'note', 'block-domain', 'unblock-domain'] : [];
}
