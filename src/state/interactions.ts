import type { mastodon } from 'masto';
import { interactionStateOf, type StatusInteractionState } from '../lib/interaction-state';
import { shownPostKey } from '../lib/post-key';
import type { PostStore } from './post-store';

export type ToggleKind = 'favourite' | 'reblog' | 'bookmark';

type ToggleField = 'favourited' | 'reblogged' | 'bookmarked';
type CountField = 'favouritesCount' | 'reblogsCount';

const FIELDS: Record<ToggleKind, { field: ToggleField; count?: CountField }> = {
  favourite: { field: 'favourited', count: 'favouritesCount' },
  reblog: { field: 'reblogged', count: 'reblogsCount' },
  bookmark: { field: 'bookmarked' },
};

/**
 * Coalesces rapid toggles of one boolean: one request in flight, the last intent wins. While a
 * request runs, further taps only move the target; when it ends, one more request is sent if the
 * target differs from what the server confirmed.
 */
export class ToggleCoalescer<R> {
  private confirmed: boolean;
  private desired: boolean;
  private running = false;

  constructor(
    initial: boolean,
    private readonly send: (value: boolean) => Promise<R>,
  ) {
    this.confirmed = initial;
    this.desired = initial;
  }

  get busy(): boolean {
    return this.running;
  }

  /** Asks for `value`; resolves when the server agrees with the last intent, or rejects (confirmed value unchanged). */
  async set(value: boolean): Promise<{ value: boolean; response?: R }> {
    this.desired = value;
    if (this.running) return { value };
    this.running = true;
    let response: R | undefined;
    try {
      while (this.desired !== this.confirmed) {
        const target = this.desired;
        response = await this.send(target);
        this.confirmed = target;
      }
      return { value: this.confirmed, response };
    } finally {
      this.running = false;
    }
  }
}

export type ToggleOutcome =
  | { kind: 'settled' }
  /** Rolled back; `error` says why. */
  | { kind: 'failed'; error: unknown };

/** One account's likes, boosts and bookmarks in flight, per post and kind (owned by its session). */
export class InteractionQueue {
  readonly coalescers = new Map<string, ToggleCoalescer<mastodon.v1.Status>>();
  /** The state before the first tap of a burst, to return to when it fails. */
  readonly rollbackPoints = new Map<string, StatusInteractionState>();

  clear(): void {
    this.coalescers.clear();
    this.rollbackPoints.clear();
  }
}

/** Who sees a boost (Mastodon's `visibility` on reblog). */
export type BoostVisibility = 'public' | 'unlisted' | 'private';

function request(
  client: mastodon.rest.Client,
  id: string,
  kind: ToggleKind,
  value: boolean,
  visibility?: BoostVisibility,
) {
  const status = client.v1.statuses.$select(id);
  switch (kind) {
    case 'favourite':
      return value ? status.favourite() : status.unfavourite();
    case 'reblog':
      if (!value) return status.unreblog();
      return visibility ? status.reblog({ visibility }) : status.reblog();
    case 'bookmark':
      return value ? status.bookmark() : status.unbookmark();
  }
}

/** What an interaction needs of the account's session. */
export interface InteractionSession {
  posts: PostStore;
  interactions: InteractionQueue;
}

export interface ToggleInteractionInput {
  session: InteractionSession;
  instance: string;
  status: mastodon.v1.Status;
  client: mastodon.rest.Client;
  kind: ToggleKind;
  /** For a boost: who sees it, where the server takes it (left out, the server's default). */
  visibility?: BoostVisibility;
}

/** Writes interaction fields into the one stored copy of a post, which every view reads. */
function patchPost(
  posts: PostStore,
  key: string,
  post: mastodon.v1.Status,
  patch: Partial<StatusInteractionState>,
): void {
  posts.patch(key, (stored) => ({ ...stored, ...patch }), post);
}

/**
 * Flips like, boost or bookmark of a post: the stored post changes at once (every view shows
 * it), the request follows, and a failure puts the last confirmed state back.
 */
export async function toggleInteraction(input: ToggleInteractionInput): Promise<ToggleOutcome> {
  const { session, instance, status, client, kind } = input;
  const { posts, interactions } = session;
  const post = status.reblog ?? status;
  const key = shownPostKey(instance, status);
  const { field, count } = FIELDS[kind];
  const current = interactionStateOf(posts.get(key) ?? post);
  const next = !current[field];

  const mapKey = `${key}|${kind}`;
  let coalescer = interactions.coalescers.get(mapKey);
  if (!coalescer) {
    coalescer = new ToggleCoalescer(current[field], (value) =>
      request(client, post.id, kind, value, input.visibility),
    );
    interactions.coalescers.set(mapKey, coalescer);
  }
  const idle = !coalescer.busy;
  if (idle) interactions.rollbackPoints.set(mapKey, current);

  const patch: Partial<StatusInteractionState> = { [field]: next };
  if (count) patch[count] = Math.max(0, current[count] + (next ? 1 : -1));
  patchPost(posts, key, post, patch);
  if (!idle) {
    void coalescer.set(next);
    return { kind: 'settled' };
  }

  try {
    const { value, response } = await coalescer.set(next);
    const confirmed = response ? (response.reblog ?? response) : undefined;
    const serverPatch: Partial<StatusInteractionState> = { [field]: value };
    if (count && confirmed && Boolean(confirmed[field]) === value) {
      serverPatch[count] = confirmed[count];
    }
    patchPost(posts, key, post, serverPatch);
    return { kind: 'settled' };
  } catch (error) {
    const before = interactions.rollbackPoints.get(mapKey) ?? current;
    const undo: Partial<StatusInteractionState> = { [field]: before[field] };
    if (count) undo[count] = before[count];
    patchPost(posts, key, post, undo);
    return { kind: 'failed', error };
  } finally {
    interactions.rollbackPoints.delete(mapKey);
    interactions.coalescers.delete(mapKey);
  }
}

/** Mutes or unmutes the conversation of a post (notifications from its thread). */
export async function toggleConversationMute(
  input: Omit<ToggleInteractionInput, 'kind'>,
): Promise<ToggleOutcome> {
  const { session, instance, status, client } = input;
  const post = status.reblog ?? status;
  const key = shownPostKey(instance, status);
  const next = !interactionStateOf(session.posts.get(key) ?? post).muted;
  try {
    const select = client.v1.statuses.$select(post.id);
    await (next ? select.mute() : select.unmute());
    patchPost(session.posts, key, post, { muted: next });
    return { kind: 'settled' };
  } catch (error) {
    return { kind: 'failed', error };
  }
}

/** Pins an own post to the profile or unpins it; the stored post's `pinned` changes everywhere. */
export async function togglePin(
  input: Omit<ToggleInteractionInput, 'kind'>,
): Promise<ToggleOutcome> {
  const { session, instance, status, client } = input;
  const post = status.reblog ?? status;
  const key = shownPostKey(instance, status);
  const next = !(session.posts.get(key) ?? post).pinned;
  try {
    const select = client.v1.statuses.$select(post.id);
    await (next ? select.pin() : select.unpin());
    session.posts.patch(key, (stored) => ({ ...stored, pinned: next }), post);
    return { kind: 'settled' };
  } catch (error) {
    return { kind: 'failed', error };
  }
}
