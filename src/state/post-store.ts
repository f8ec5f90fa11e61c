import type { Query, QueryCache } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { postKey, postsIn, type PostKey } from '../lib/post-key';
import { postSourceOf } from './post-sources';

type Status = mastodon.v1.Status;

export type { PostKey };

interface Entry {
  /** The original post (never a boost wrapper), as last received or patched. */
  status: Status;
  /** How many cached queries hold this post; at 0 nothing can show it and it is dropped. */
  refs: number;
}

/**
 * One copy of every post an account's views can show, keyed by the original post on the
 * instance it was read from. It fills itself from the account's query cache (every query that
 * holds posts, see post-sources.ts) and from streamed edits; views read posts from here, so an
 * edit, a deletion, a poll vote or a like patches one copy and every view shows it.
 * A post leaves the store when the last query holding it is garbage-collected.
 */
export class PostStore {
  private readonly entries = new Map<PostKey, Entry>();
  private readonly deleted = new Set<PostKey>();
  /** Objects already taken in, so a list re-emitting an old copy never overwrites a newer one. */
  private readonly received = new WeakSet<object>();
  private readonly queryPosts = new Map<string, Set<PostKey>>();
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
    return this.entries.get(key)?.status;
  }

  isDeleted(key: PostKey): boolean {
    return this.deleted.has(key);
  }

  /** Counts deletions: lists that hide deleted posts recompute when it changes. */
  deletionCount = (): number => this.deletions;

  /**
   * Takes in newer copies of posts (a streamed edit, a server's answer to an action). Only posts
   * some view can show are kept; the rest arrive with the lists that hold them.
   */
  receive(instance: string, statuses: Iterable<Status>): void {
    for (const [key, post] of postsIn(instance, statuses)) {
      if (this.entries.has(key)) this.put(key, post);
    }
  }

  /** Changes the stored copy of a post; `fallback` is used when the store has none yet. */
  patch(key: PostKey, change: (post: Status) => Status, fallback?: Status): void {
    const current = this.entries.get(key)?.status ?? fallback;
    if (!current) return;
    const next = change(current);
    if (next === current) return;
    this.received.add(next);
    this.write(key, next);
  }

  /** A post was deleted (on the stream, or by its author here): every list drops it. */
  markDeleted(key: PostKey): void {
    if (this.deleted.has(key)) return;
    this.deleted.add(key);
    this.deletions += 1;
    this.deletionListeners.forEach((listener) => listener());
    this.notify(key);
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
    return this.entries.size;
  }

  clear(): void {
    this.detach?.();
    this.detach = null;
    this.entries.clear();
    this.deleted.clear();
    this.queryPosts.clear();
    this.listeners.clear();
    this.deletionListeners.clear();
  }

  private put(key: PostKey, post: Status): void {
    if (this.received.has(post)) return;
    this.received.add(post);
    const current = this.entries.get(key)?.status;
    if (current && isOlderEdit(post, current)) return;
    this.write(key, post);
  }

  private write(key: PostKey, post: Status): void {
    const entry = this.entries.get(key);
    if (entry) entry.status = post;
    else this.entries.set(key, { status: post, refs: 0 });
    this.notify(key);
  }

  private notify(key: PostKey): void {
    this.listeners.get(key)?.forEach((listener) => listener());
  }

  private track(query: Pick<Query, 'queryKey' | 'queryHash' | 'state'>): void {
    const source = postSourceOf(query.queryKey);
    if (!source || query.state.data === undefined) return;
    const keys = new Set<PostKey>();
    try {
      for (const [key, post] of postsIn(source.instance, source.statuses(query.state.data))) {
        this.put(key, post);
        keys.add(key);
      }
    } catch {
      // Data of an unexpected shape (a misbehaving server) holds no post a view could key.
    }
    const before = this.queryPosts.get(query.queryHash);
    keys.forEach((key) => {
      if (!before?.has(key)) this.addRef(key);
    });
    before?.forEach((key) => {
      if (!keys.has(key)) this.dropRef(key);
    });
    this.queryPosts.set(query.queryHash, keys);
  }

  private untrack(queryHash: string): void {
    this.queryPosts.get(queryHash)?.forEach((key) => this.dropRef(key));
    this.queryPosts.delete(queryHash);
  }

  private addRef(key: PostKey): void {
    const entry = this.entries.get(key);
    if (entry) entry.refs += 1;
  }

  private dropRef(key: PostKey): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.refs -= 1;
    if (entry.refs <= 0) this.entries.delete(key);
  }
}

/** A copy carrying an older edit than the stored one is stale (a list fetched before the edit). */
function isOlderEdit(incoming: Status, stored: Status): boolean {
  if (!stored.editedAt) return false;
  if (!incoming.editedAt) return true;
  return Date.parse(incoming.editedAt) < Date.parse(stored.editedAt);
}

export { postKey };
