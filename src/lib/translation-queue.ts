import PQueue from 'p-queue';

/** Automatic translations start at most this often, one at a time. */
export const AUTO_TRANSLATION_INTERVAL_MS = 1000;

/**
 * The automatic translations of posts scrolling into view: one request at a time, at most one
 * per interval. A key (post and language) is asked for once: a repeat gets the first job's
 * promise, and a key that was asked for before is never queued again, whatever its outcome.
 */
export class TranslationQueue {
  private readonly queue: PQueue;
  private readonly jobs = new Map<string, Promise<unknown>>();

  constructor(intervalMs = AUTO_TRANSLATION_INTERVAL_MS) {
    this.queue = new PQueue({ concurrency: 1, interval: intervalMs, intervalCap: 1 });
  }

  /** Whether `key` was ever queued. */
  has(key: string): boolean {
    return this.jobs.has(key);
  }

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const known = this.jobs.get(key);
    if (known) return known as Promise<T>;
    const job = this.queue.add(task);
    this.jobs.set(key, job);
    return job;
  }

  /** Jobs waiting for their turn (not counting the one running). */
  get waiting(): number {
    return this.queue.size;
  }

  clear(): void {
    this.queue.clear();
  }
}
