import PQueue from 'p-queue';

/** A queue that runs one job at a time and starts at most one per `intervalMs`. */
export function pacedQueue(intervalMs: number): PQueue {
  return new PQueue({ concurrency: 1, interval: intervalMs, intervalCap: 1 });
}
