import type { mastodon } from 'masto';
import { applyFilters } from './filters';
import { safeExternalHref } from './safe-href';
import { htmlToPlainText, parseStatusContent, type ContentNode } from './status-content';

type Status = mastodon.v1.Status;
type Account = mastodon.v1.Account;

/** The kinds of posts a catch-up tells apart. A filtered post is only "filtered". */
export const POST_KINDS = [
  'original',
  'replies',
  'quotes',
  'boosts',
  'followedTags',
  'filtered',
] as const;
export type PostKind = (typeof POST_KINDS)[number];
/** What the kind filter can show: every kind but the filtered posts, or one kind. */
export type KindChoice = PostKind | 'all';

export const SORTS = ['time', 'replies', 'likes', 'boosts', 'length'] as const;
export type CatchupSort = (typeof SORTS)[number];

export interface ClassifyContext {
  /** Followed hashtags, lower-cased. */
  followedTags: ReadonlySet<string>;
  filters: readonly mastodon.v2.Filter[] | undefined;
  currentAccountId?: string;
  now?: Date;
}

/** One post of a catch-up: a post, or the boosts of one post merged (its boosters listed). */
export interface CatchupEntry {
  /** The post as Home showed it first: the post itself, else its newest boost. */
  status: Status;
  /** Everyone who boosted it, each once, newest first. */
  boosters: Account[];
  kinds: ReadonlySet<PostKind>;
}

/** The post a Home entry shows (the boosted post of a boost). */
export function targetOf(status: Status): Status {
  return status.reblog ?? status;
}

/** The kinds of one Home entry. */
export function kindsOf(status: Status, context: ClassifyContext): Set<PostKind> {
  const outcome = applyFilters(status, 'home', {
    filters: context.filters,
    currentAccountId: context.currentAccountId,
    now: context.now,
  });
  if (outcome.action !== 'show') return new Set(['filtered']);
  if (status.reblog) return new Set(['boosts']);
  const kinds = new Set<PostKind>();
  if (status.inReplyToId) kinds.add('replies');
  if (status.quote) kinds.add('quotes');
  if (kinds.size === 0) kinds.add('original');
  if (status.tags.some((tag) => context.followedTags.has(tag.name.toLowerCase()))) {
    kinds.add('followedTags');
  }
  return kinds;
}

/**
 * The entries of a catch-up in Home's order: boosts of the same post become one entry listing
 * the boosters (and join the post itself when Home also holds it).
 */
export function mergeEntries(
  statuses: readonly Status[],
  context: ClassifyContext,
): CatchupEntry[] {
  const byPost = new Map<string, { status: Status; boosters: Account[]; kinds: Set<PostKind> }>();
  for (const status of statuses) {
    const id = targetOf(status).id;
    const kinds = kindsOf(status, context);
    const entry = byPost.get(id);
    if (!entry) {
      byPost.set(id, { status, boosters: status.reblog ? [status.account] : [], kinds });
      continue;
    }
    if (status.reblog && !entry.boosters.some((account) => account.id === status.account.id)) {
      entry.boosters.push(status.account);
    }
    if (!status.reblog) entry.status = status;
    kinds.forEach((kind) => entry.kinds.add(kind));
  }
  return [...byPost.values()];
}

/** Who put an entry in Home: its author when Home holds the post itself, and its boosters. */
export function sharersOf(entry: CatchupEntry): Account[] {
  const own = entry.status.reblog ? [] : [entry.status.account];
  return [...own, ...entry.boosters.filter((booster) => !own.some((a) => a.id === booster.id))];
}

/** The entry's first sharer: the author of a post, the newest booster of a boosted one. */
export function primaryAuthor(entry: CatchupEntry): Account {
  return entry.status.account;
}

/** Whether an entry shows under a kind choice ("all" leaves the filtered posts out). */
export function matchesKind(entry: CatchupEntry, choice: KindChoice): boolean {
  if (choice === 'all') return !entry.kinds.has('filtered');
  return entry.kinds.has(choice);
}

export interface EntryFilter {
  kind: KindChoice;
  /** Only the entries this account posted or boosted. */
  authorId?: string;
}

export function filterEntries(entries: readonly CatchupEntry[], filter: EntryFilter) {
  return entries.filter(
    (entry) =>
      matchesKind(entry, filter.kind) &&
      (!filter.authorId || sharersOf(entry).some((account) => account.id === filter.authorId)),
  );
}

/** How many entries each kind choice shows. */
export function countKinds(entries: readonly CatchupEntry[]): Record<KindChoice, number> {
  const counts = { all: 0 } as Record<KindChoice, number>;
  POST_KINDS.forEach((kind) => (counts[kind] = 0));
  for (const entry of entries) {
    if (matchesKind(entry, 'all')) counts.all += 1;
    entry.kinds.forEach((kind) => (counts[kind] += 1));
  }
  return counts;
}

function entryTime(entry: CatchupEntry): number {
  return Date.parse(entry.status.createdAt) || 0;
}

const SORT_VALUE: Record<CatchupSort, (entry: CatchupEntry) => number> = {
  time: entryTime,
  replies: (entry) => targetOf(entry.status).repliesCount,
  likes: (entry) => targetOf(entry.status).favouritesCount,
  boosts: (entry) => targetOf(entry.status).reblogsCount,
  length: (entry) => htmlToPlainText(targetOf(entry.status).content).length,
};

/** The entries by `sort`, the greatest first; ties go to the newer entry. */
export function sortEntries(entries: readonly CatchupEntry[], sort: CatchupSort): CatchupEntry[] {
  const value = SORT_VALUE[sort];
  const keyed = entries.map((entry) => ({ entry, value: value(entry), time: entryTime(entry) }));
  keyed.sort((a, b) => b.value - a.value || b.time - a.time);
  return keyed.map(({ entry }) => entry);
}

export interface AuthorCount {
  account: Account;
  count: number;
}

/** Everyone who shared an entry, with how many, the most first (then by name). */
export function countAuthors(entries: readonly CatchupEntry[]): AuthorCount[] {
  const counts = new Map<string, AuthorCount>();
  for (const entry of entries) {
    for (const account of sharersOf(entry)) {
      const current = counts.get(account.id);
      if (current) current.count += 1;
      else counts.set(account.id, { account, count: 1 });
    }
  }
  return [...counts.values()].sort(
    (a, b) => b.count - a.count || a.account.acct.localeCompare(b.account.acct),
  );
}

export interface AuthorGroup {
  account: Account;
  entries: CatchupEntry[];
}

/** Entries grouped by their first sharer, keeping their order; the largest group first. */
export function groupByAuthor(entries: readonly CatchupEntry[]): AuthorGroup[] {
  const groups = new Map<string, AuthorGroup>();
  for (const entry of entries) {
    const account = primaryAuthor(entry);
    const group = groups.get(account.id);
    if (group) group.entries.push(entry);
    else groups.set(account.id, { account, entries: [entry] });
  }
  return [...groups.values()].sort(
    (a, b) => b.entries.length - a.entries.length || a.account.acct.localeCompare(b.account.acct),
  );
}

/** The groups holding the first `limit` entries (in group order), the last one cut. */
export function firstOfGroups(groups: readonly AuthorGroup[], limit: number): AuthorGroup[] {
  const kept: AuthorGroup[] = [];
  let left = limit;
  for (const group of groups) {
    if (left <= 0) break;
    kept.push(
      group.entries.length <= left ? group : { ...group, entries: group.entries.slice(0, left) },
    );
    left -= group.entries.length;
  }
  return kept;
}

export interface SharedLink {
  url: string;
  /** The preview card's title and image, when a post carried one for this link. */
  title?: string;
  image?: string | null;
  sharers: Account[];
}

/** A link as counted: no fragment, the host lower-cased. */
export function normalizeLink(href: string): string | undefined {
  const safe = safeExternalHref(href);
  if (!safe) return undefined;
  const url = new URL(safe);
  url.hash = '';
  return url.toString();
}

function linksInContent(nodes: readonly ContentNode[], found: string[] = []): string[] {
  for (const node of nodes) {
    if (node.type === 'link') found.push(node.href);
    if ('children' in node && Array.isArray(node.children)) linksInContent(node.children, found);
  }
  return found;
}

/** The links a post shares: its preview card's and those in its text (not mentions or tags). */
export function linksOf(status: Status): string[] {
  const post = targetOf(status);
  const links = [post.card?.url ?? '', ...linksInContent(parseStatusContent(post))];
  return [...new Set(links.flatMap((link) => normalizeLink(link) ?? []))];
}

/**
 * The links most people one follows shared (a post with the link, or a boost of one), counted
 * by distinct sharers; ties go to the link seen first (the newest).
 */
export function topLinks(entries: readonly CatchupEntry[], limit = 10): SharedLink[] {
  const links = new Map<string, SharedLink>();
  for (const entry of entries) {
    if (entry.kinds.has('filtered')) continue;
    const post = targetOf(entry.status);
    const card = post.card ? normalizeLink(post.card.url) : undefined;
    for (const url of linksOf(entry.status)) {
      let link = links.get(url);
      if (!link) links.set(url, (link = { url, sharers: [] }));
      if (url === card && !link.title) {
        link.title = post.card?.title || undefined;
        link.image = post.card?.image ?? null;
      }
      for (const account of sharersOf(entry)) {
        if (!link.sharers.some((sharer) => sharer.id === account.id)) link.sharers.push(account);
      }
    }
  }
  return [...links.values()]
    .map((link, order) => ({ link, order }))
    .sort((a, b) => b.link.sharers.length - a.link.sharers.length || a.order - b.order)
    .slice(0, limit)
    .map(({ link }) => link);
}

/** Hours a catch-up can look back. */
export const MIN_CATCHUP_HOURS = 1;
export const MAX_CATCHUP_HOURS = 12;

export type CatchupRange = { hours: number } | { since: number };

/** When a catch-up starts: so many hours ago, or where the last one ended. */
export function rangeStart(range: CatchupRange, now: number): number {
  if ('since' in range) return Math.min(range.since, now);
  const hours = Math.min(MAX_CATCHUP_HOURS, Math.max(MIN_CATCHUP_HOURS, Math.round(range.hours)));
  return now - hours * 3_600_000;
}
