import type { Query, QueryCache } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { isPostHidden, NOTHING_HIDDEN, type HiddenAccounts } from '../lib/hidden-accounts';
import { originalPostsIn, postKey, splitPostKey, type PostKey } from '../lib/post-key';
import { postSourceOf } from './post-sources';

type Status = mastodon.v1.Status;

export type { PostKey };

/** A change to whom the reader sees, made on an instance (its account ids, its domains). */
type HiddenChange =
  | { kind: 'block' | 'mute' | 'mute-notifications' | 'hide-boosts'; accountId: string }
  | { kind: 'domain'; domain: string };

const HIDDEN_SETS: Record<HiddenChange['kind'], keyof HiddenAccounts> = {
  block: 'blocked',
  mute: 'muted',
  'mute-notifications': 'mutedNotifications',
  'hide-boosts': 'boostsHidden',
  domain: 'domains',
};

/** One instance's posts by id, and how many cached queries hold each (at 0 it is dropped). */
interface InstancePosts {
  posts: Map<string, Status>;
  refs: Map<string, number>;
}

/**
 * One copy of every post an account's views can show, keyed by the original post on the
 * instance it was read from. It fills itself from the account's query cache (every query that
 * holds posts, see post-sources.ts) and from streamed edits; views read posts from here, so an
 * edit, a deletion, a poll vote or a like patches one copy and every view shows it.
 * A post leaves the store when the last query holding it is garbage-collected. It keeps no
 * string or object of its own per post (ids are the posts' own strings), so following a
 * 5,000-post timeline costs little memory.
 */
export class PostStore {
  private readonly instances = new Map<string, InstancePosts>();
  private readonly deleted = new Set<PostKey>();
  /** Accounts hidden since the lists were read, by instance. */
  private readonly hidden = new Map<string, HiddenAccounts>();
  /** Copies a newer one replaced: a list emitting one again never brings it back. */
  private readonly superseded = new WeakSet<object>();
  /** The arrays of posts each query holds (a timeline's pages…), with their instance. */
  private readonly queryGroups = new Map<
    string,
    { instance: string; groups: Set<readonly Status[]> }
  >();
  /** The ids of the original posts in each array, read once. */
  private readonly groupIds = new WeakMap<readonly Status[], string[]>();
  private readonly listeners = new Map<PostKey, Set<() => void>>();
  private readonly deletionListeners = new Set<() => void>();
  private deletions = 0;
  private detach: (() => void) | null = null;

  /** Follows a query cache: posts in its queries come in, and leave when the queries do. */
  attach(cache: QueryCache): void {
    this.detach?.();
    cache.getAll().forEach((query) => this.track(query));
    this.detach = cache.subscribe((event) => {
      if (event.type === 'removed') this.untrack(event.query.queryHash);
      else if (event.type === 'updated' && event.action.type === 'success') this.track(event.query);
    });
  }

  get(key: PostKey): Status | undefined {
    const [instance, id] = splitPostKey(key);
    return this.instances.get(instance)?.posts.get(id);
  }

  isDeleted(key: PostKey): boolean {
    return this.deleted.has(key);
  }

  /** Counts deletions and changes of the hidden accounts: lists that leave them out recompute. */
  deletionCount = (): number => this.deletions;

  /** Whom the reader hid on `instance` since its lists were read. */
  hiddenOn(instance: string): HiddenAccounts {
    return this.hidden.get(instance.toLowerCase()) ?? NOTHING_HIDDEN;
  }

  /** Whether a list entry read from `instance` is hidden (its author, booster or boosted author). */
  isHidden(instance: string, status: Status): boolean {
    const hidden = this.hidden.get(instance.toLowerCase());
    return hidden !== undefined && isPostHidden(hidden, status);
  }

  /**
   * Hides an account (or a domain) on `instance`, or shows it again (`hide` false): every list
   * leaves its posts out, or shows them again, at once.
   */
  setHidden(instance: string, change: HiddenChange, hide: boolean): void {
    const host = instance.toLowerCase();
    const current = this.hiddenOn(host);
    const name = HIDDEN_SETS[change.kind];
    const value = change.kind === 'domain' ? change.domain.toLowerCase() : change.accountId;
    if (current[name].has(value) === hide) return;
    const next = new Set(current[name]);
    if (hide) next.add(value);
    else next.delete(value);
    this.hidden.set(host, { ...current, [name]: next });
    this.changed();
    this.listeners.forEach((set) => set.forEach((listener) => listener()));
  }

  /**
   * Takes in newer copies of posts (a streamed edit, a server's answer to an action). Only posts
   * some view can show are kept; the rest arrive with the lists that hold them.
   */
  receive(instance: string, statuses: Iterable<Status>): void {
    const host = instance.toLowerCase();
    for (const post of originalPostsIn(statuses)) {
      if (this.instances.get(host)?.posts.has(post.id)) this.put(host, post);
    }
  }

  /** Changes the stored copy of a post; `fallback` is used when the store has none yet. */
  patch(key: PostKey, change: (post: Status) => Status, fallback?: Status): void {
    const stored = this.get(key);
    const current = stored ?? fallback;
    if (!current) return;
    const next = change(current);
    if (next === current) return;
    // The view's own copy, changed here, must not come back later through a list.
    if (!stored) this.superseded.add(current);
    const [instance, id] = splitPostKey(key);
    this.write(instance, id, next);
  }

  /** A post was deleted (on the stream, or by its author here): every list drops it. */
  markDeleted(key: PostKey): void {
    if (this.deleted.has(key)) return;
    this.deleted.add(key);
    this.changed();
    this.listeners.get(key)?.forEach((listener) => listener());
  }

  private changed(): void {
    this.deletions += 1;
    this.deletionListeners.forEach((listener) => listener());
  }

  subscribe = (key: PostKey, listener: () => void): (() => void) => {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  };

  subscribeDeletions = (listener: () => void): (() => void) => {
    this.deletionListeners.add(listener);
    return () => this.deletionListeners.delete(listener);
  };

  /** How many posts are held (tests, and the dispose check). */
  get size(): number {
    let size = 0;
    this.instances.forEach(({ posts }) => (size += posts.size));
    return size;
  }

  clear(): void {
    this.detach?.();
    this.detach = null;
    this.instances.clear();
    this.deleted.clear();
    this.hidden.clear();
    this.queryGroups.clear();
    this.listeners.clear();
    this.deletionListeners.clear();
  }

  private postsOf(instance: string): InstancePosts {
    let entry = this.instances.get(instance);
    if (!entry) this.instances.set(instance, (entry = { posts: new Map(), refs: new Map() }));
    return entry;
  }

  /** Takes in a copy from a server, unless it is one already replaced or carries an older edit. */
  private put(instance: string, post: Status): void {
    const current = this.instances.get(instance)?.posts.get(post.id);
    if (current === post || this.superseded.has(post)) return;
    if (current && isOlderEdit(post, current)) return;
    this.write(instance, post.id, post);
  }

  private write(instance: string, id: string, post: Status): void {
    const { posts } = this.postsOf(instance);
    const current = posts.get(id);
    if (current) this.superseded.add(current);
    posts.set(id, post);
    this.listeners.get(postKey(instance, id))?.forEach((listener) => listener());
  }

  private track(query: Pick<Query, 'queryKey' | 'queryHash' | 'state'>): void {
    const source = postSourceOf(query.queryKey);
    if (!source || query.state.data === undefined) return;
    let groups: readonly (readonly Status[])[];
    try {
      groups = source.statuses(query.state.data);
    } catch {
      // Data of an unexpected shape (a misbehaving server) holds no post a view could key.
      return;
    }
    const instance = source.instance.toLowerCase();
    const now = new Set(groups);
    const before = this.queryGroups.get(query.queryHash)?.groups;
    now.forEach((group) => {
      if (!before?.has(group))
        this.idsOf(instance, group).forEach((id) => this.addRef(instance, id));
    });
    before?.forEach((group) => {
      if (!now.has(group)) this.groupIds.get(group)?.forEach((id) => this.dropRef(instance, id));
    });
    this.queryGroups.set(query.queryHash, { instance, groups: now });
  }

  /** The ids of a group's posts, taking its posts in the first time the group is seen. */
  private idsOf(instance: string, group: readonly Status[]): string[] {
    let ids = this.groupIds.get(group);
    if (ids) return ids;
    ids = [];
    try {
      for (const post of originalPostsIn(group)) {
        this.put(instance, post);
        ids.push(post.id);
      }
    } catch {
      // A malformed entry ends the group: the posts before it are kept.
    }
    this.groupIds.set(group, ids);
    return ids;
  }

  private untrack(queryHash: string): void {
    const held = this.queryGroups.get(queryHash);
    held?.groups.forEach((group) =>
      this.groupIds.get(group)?.forEach((id) => this.dropRef(held.instance, id)),
    );
    this.queryGroups.delete(queryHash);
  }

  private addRef(instance: string, id: string): void {
    const { refs } = this.postsOf(instance);
    refs.set(id, (refs.get(id) ?? 0) + 1);
  }

  private dropRef(instance: string, id: string): void {
    const entry = this.instances.get(instance);
    const count = entry?.refs.get(id);
    if (!entry || count === undefined) return;
    if (count > 1) {
      entry.refs.set(id, count - 1);
      return;
    }
    entry.refs.delete(id);
    entry.posts.delete(id);
  }
}

/** A copy carrying an older edit than the stored one is stale (a list fetched before the edit). */
function isOlderEdit(incoming: Status, stored: Status): boolean {
  if (!stored.editedAt) return false;
  if (!incoming.editedAt) return true;
  return Date.parse(incoming.editedAt) < Date.parse(stored.editedAt);
}

export { postKey };
