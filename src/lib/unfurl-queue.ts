import PQueue from 'p-queue';
import { inAppStatusPath } from './post-url';
import type { ResolvedStatus } from './status-link';

/** A post link resolved to a status on the reader's instance (SPEC §3). */
export interface UnfurledLink {
  /** The status id on `instance`. */
  id: string;
  instance: string;
  /** In-app path of the status: `/{instance}/s/{id}`. */
  url: string;
  /** The link as it appeared in the post. */
  originalURL: string;
  originalDomain: string;
  /** The status's own URL (its home server's page), which may differ from the link. */
  canonicalURL: string;
  canonicalDomain: string;
}

export type { ResolvedStatus };

/** Finds statuses for a URL (the app calls search v2 with q=url, type=statuses, resolve=true, limit=1). */
export type StatusResolver = (
  url: string,
  signal: AbortSignal,
) => Promise<readonly ResolvedStatus[]>;

export const UNFURL_TIMEOUT_MS = 3000;
export const UNFURL_INTERVAL_MS = 1000;

export class TaskTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`Task timed out after ${ms}ms`);
    this.name = 'TaskTimeoutError';
  }
}

export class NoResultsError extends Error {
  constructor() {
    super('No results');
    this.name = 'NoResultsError';
  }
}

/** Runs `task`, rejecting with TaskTimeoutError (and aborting the task's signal) after `ms`. */
export function raceWithTimeout<T>(
  task: (signal: AbortSignal) => Promise<T>,
  ms: number,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new TaskTimeoutError(ms);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  return Promise.race([task(controller.signal), timeout]).finally(() => clearTimeout(timer));
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

export function toUnfurledLink(
  instance: string,
  originalURL: string,
  status: ResolvedStatus,
): UnfurledLink {
  const canonicalURL = status.url ?? status.uri;
  return {
    id: status.id,
    instance,
    url: inAppStatusPath(instance, status.id),
    originalURL,
    originalDomain: hostOf(originalURL),
    canonicalURL,
    canonicalDomain: hostOf(canonicalURL),
  };
}

export interface UnfurlQueueOptions {
  instance: string;
  resolve: StatusResolver;
  timeoutMs?: number;
  intervalMs?: number;
  /** Resolved links kept; the oldest are forgotten first. */
  cacheSize?: number;
}

/**
 * Resolves post links to statuses on the reader's instance, one job per interval, each raced
 * against a time-out. Results are cached; links with no result are remembered and never retried.
 * Time-outs and other failures are not remembered, so a later call tries again.
 */
export class UnfurlQueue {
  readonly instance: string;
  private readonly queue: PQueue;
  private readonly resolve: StatusResolver;
  private readonly timeoutMs: number;
  private readonly cacheSize: number;
  private readonly resolved = new Map<string, UnfurledLink>();
  private readonly unresolvable = new Set<string>();
  private readonly inFlight = new Map<string, Promise<UnfurledLink>>();
  private generation = new AbortController();

  constructor(options: UnfurlQueueOptions) {
    this.instance = options.instance;
    this.resolve = options.resolve;
    this.timeoutMs = options.timeoutMs ?? UNFURL_TIMEOUT_MS;
    this.cacheSize = options.cacheSize ?? 500;
    this.queue = new PQueue({
      concurrency: 1,
      interval: options.intervalMs ?? UNFURL_INTERVAL_MS,
      intervalCap: 1,
    });
  }

  unfurl(url: string): Promise<UnfurledLink> {
    const cached = this.peek(url);
    if (cached) return Promise.resolve(cached);
    if (this.unresolvable.has(url)) return Promise.reject(new NoResultsError());
    const pending = this.inFlight.get(url);
    if (pending) return pending;

    const job = this.queue
      .add(() => raceWithTimeout((signal) => this.resolveOne(url, signal), this.timeoutMs), {
        signal: this.generation.signal,
      })
      .finally(() => this.inFlight.delete(url));
    this.inFlight.set(url, job);
    return job;
  }

  peek(url: string): UnfurledLink | undefined {
    const link = this.resolved.get(url);
    if (link) {
      this.resolved.delete(url);
      this.resolved.set(url, link);
    }
    return link;
  }

  isUnresolvable(url: string): boolean {
    return this.unresolvable.has(url);
  }

  /** Jobs waiting for their turn (not counting the one running). */
  get waiting(): number {
    return this.queue.size;
  }

  /** Drops waiting jobs (their promises reject with an AbortError), e.g. when the reader leaves. */
  clear(): void {
    this.generation.abort();
    this.generation = new AbortController();
    this.inFlight.clear();
  }

  private async resolveOne(url: string, signal: AbortSignal): Promise<UnfurledLink> {
    const [status] = await this.resolve(url, signal);
    if (!status) {
      this.unresolvable.add(url);
      throw new NoResultsError();
    }
    const link = toUnfurledLink(this.instance, url, status);
    this.remember(url, link);
    return link;
  }

  private remember(url: string, link: UnfurledLink): void {
    this.resolved.set(url, link);
    if (this.resolved.size > this.cacheSize) {
      const oldest = this.resolved.keys().next().value;
      if (oldest !== undefined) this.resolved.delete(oldest);
    }
  }
}
