/** The fields the thread walk reads from a status. */
export interface ThreadLink {
  id: string;
  inReplyToId?: string | null;
  inReplyToAccountId?: string | null;
  account: { id: string };
}

/** Posts that reply to their own author may be part of a self-thread. */
export function mayBeInThread(post: ThreadLink): boolean {
  return Boolean(post.inReplyToId) && post.inReplyToAccountId === post.account.id;
}

export const MAX_THREAD_FETCHES = 3;
export const THREAD_FETCH_DELAY_MS = 500;

export type ThreadNumberErrorCode = 'not-a-thread' | 'too-many-fetches';

/** Expected outcomes of the walk that callers swallow (see `threadNumberOrNull`). */
export class ThreadNumberError extends Error {
  constructor(
    readonly code: ThreadNumberErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ThreadNumberError';
  }
}

export class NotAThreadError extends ThreadNumberError {
  constructor() {
    super('not-a-thread', 'Not a thread');
    this.name = 'NotAThreadError';
  }
}

export class TooManyFetchesError extends ThreadNumberError {
  constructor() {
    super('too-many-fetches', 'Too many fetches for thread');
    this.name = 'TooManyFetchesError';
  }
}

export interface ThreadNumberDeps<S extends ThreadLink> {
  /** A status already in the client's cache, or undefined. */
  getCached: (id: string) => S | undefined;
  /** Fetches a status missing from the cache (the caller stores it in its cache). */
  fetchStatus: (id: string) => Promise<S>;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function repliesToSelf(status: ThreadLink): boolean {
  // Servers that omit inReplyToAccountId are checked against the parent once it is at hand.
  return (
    Boolean(status.inReplyToId) &&
    status.inReplyToAccountId !== null &&
    (status.inReplyToAccountId === undefined || status.inReplyToAccountId === status.account.id)
  );
}

/**
 * A post's 1-based position in its author's self-thread, found by walking up the reply chain while
 * the parent has the same author. Parents missing from the cache are fetched, at most 3 times,
 * waiting 500 ms × the attempt number before each; a longer chain is abandoned.
 *
 * @throws NotAThreadError when the post does not reply to its own author.
 * @throws TooManyFetchesError when the chain needs more than 3 fetches.
 */
export async function getThreadNumber<S extends ThreadLink>(
  status: S,
  deps: ThreadNumberDeps<S>,
): Promise<number> {
  const sleep = deps.sleep ?? defaultSleep;
  const authorId = status.account.id;
  if (!repliesToSelf(status)) throw new NotAThreadError();

  let index = 1;
  let fetches = 0;
  let current: ThreadLink = status;
  while (current.inReplyToId && repliesToSelf(current)) {
    let parent = deps.getCached(current.inReplyToId);
    if (!parent) {
      if (fetches >= MAX_THREAD_FETCHES) throw new TooManyFetchesError();
      fetches += 1;
      await sleep(THREAD_FETCH_DELAY_MS * fetches);
      parent = await deps.fetchStatus(current.inReplyToId);
    }
    if (parent.account.id !== authorId) break;
    index += 1;
    current = parent;
  }
  if (index === 1) throw new NotAThreadError();
  return index;
}

export function isSwallowedThreadError(error: unknown): error is ThreadNumberError {
  return error instanceof ThreadNumberError;
}

/** getThreadNumber with 'Not a thread' and 'Too many fetches for thread' turned into null; other errors propagate. */
export async function threadNumberOrNull<S extends ThreadLink>(
  status: S,
  deps: ThreadNumberDeps<S>,
): Promise<number | null> {
  try {
    return await getThreadNumber(status, deps);
  } catch (error) {
    if (isSwallowedThreadError(error)) return null;
    throw error;
  }
}

export interface ThreadNumber {
  index: number;
  total?: number;
}

/**
 * Length of a self-thread seen from its root in a thread view: the root plus the chain of
 * same-author replies in `descendants` (first same-author reply at each step).
 */
export function selfThreadLength(root: ThreadLink, descendants: readonly ThreadLink[]): number {
  let length = 1;
  let current = root;
  for (;;) {
    const next = descendants.find(
      (post) => post.inReplyToId === current.id && post.account.id === root.account.id,
    );
    if (!next) return length;
    length += 1;
    current = next;
  }
}

/** "2/5", or "2" when the total is unknown, with digits in the reader's locale. */
export function formatThreadNumber({ index, total }: ThreadNumber, locale?: string): string {
  const format = new Intl.NumberFormat(locale);
  return total ? `${format.format(index)}/${format.format(total)}` : format.format(index);
}
