import type PQueue from 'p-queue';
import { pacedQueue } from './paced-queue';
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
}

/**
 * Paces link unfurling on an instance: one job per interval, one at a time, each raced against a
 * time-out. It keeps nothing: results, and links with no result (null), live in the query cache.
 */
export class UnfurlQueue {
  readonly instance: string;
  private readonly queue: PQueue;
  private readonly resolve: StatusResolver;
  private readonly timeoutMs: number;
  private generation = new AbortController();

  constructor(options: UnfurlQueueOptions) {
    this.instance = options.instance;
    this.resolve = options.resolve;
    this.timeoutMs = options.timeoutMs ?? UNFURL_TIMEOUT_MS;
    this.queue = pacedQueue(options.intervalMs ?? UNFURL_INTERVAL_MS);
  }

  /** The post `url` points to, or null when the instance finds none ('No results'). */
  unfurl(url: string): Promise<UnfurledLink | null> {
    return this.queue.add(
      () => raceWithTimeout((signal) => this.resolveOne(url, signal), this.timeoutMs),
      { signal: this.generation.signal },
    );
  }

  /** Jobs waiting for their turn (not counting the one running). */
  get waiting(): number {
    return this.queue.size;
  }

  /** Drops waiting jobs (their promises reject with an AbortError), e.g. when the session ends. */
  clear(): void {
    this.generation.abort();
    this.generation = new AbortController();
  }

  private async resolveOne(url: string, signal: AbortSignal): Promise<UnfurledLink | null> {
    const [status] = await this.resolve(url, signal);
    return status ? toUnfurledLink(this.instance, url, status) : null;
  }
}
