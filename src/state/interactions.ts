import type { mastodon } from 'masto';
import {
  currentInteractions,
  interactionStateOf,
  overlayKey,
  patchOverlay,
  type StatusInteractionState,
} from './status-overlay';

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

const coalescers = new Map<string, ToggleCoalescer<mastodon.v1.Status>>();

function request(client: mastodon.rest.Client, id: string, kind: ToggleKind, value: boolean) {
  const status = client.v1.statuses.$select(id);
  switch (kind) {
    case 'favourite':
      return value ? status.favourite() : status.unfavourite();
    case 'reblog':
      return value ? status.reblog() : status.unreblog();
    case 'bookmark':
      return value ? status.bookmark() : status.unbookmark();
  }
}

export interface ToggleInteractionInput {
  scope: string;
  instance: string;
  status: mastodon.v1.Status;
  client: mastodon.rest.Client;
  kind: ToggleKind;
}

/**
 * Flips like, boost or bookmark of a post: the overlay changes at once (every view shows it),
 * the request follows, and a failure puts the last confirmed state back.
 */
export async function toggleInteraction(input: ToggleInteractionInput): Promise<ToggleOutcome> {
  const { scope, instance, status, client, kind } = input;
  const post = status.reblog ?? status;
  const key = overlayKey(instance, status);
  const { field, count } = FIELDS[kind];
  const current = currentInteractions(scope, key, status);
  const next = !current[field];

  const mapKey = `${scope}|${key}|${kind}`;
  let coalescer = coalescers.get(mapKey);
  if (!coalescer) {
    coalescer = new ToggleCoalescer(current[field], (value) =>
      request(client, post.id, kind, value),
    );
    coalescers.set(mapKey, coalescer);
  }
  // The state to return to on failure is the one before the first tap of this burst.
  const idle = !coalescer.busy;
  if (idle) rollbackPoints.set(mapKey, current);

  const patch: Partial<StatusInteractionState> = { [field]: next };
  if (count) patch[count] = Math.max(0, current[count] + (next ? 1 : -1));
  patchOverlay(scope, key, current, patch);
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
    patchOverlay(
      scope,
      key,
      current,
      serverPatch,
      confirmed ? interactionStateOf(confirmed) : undefined,
    );
    return { kind: 'settled' };
  } catch (error) {
    const before = rollbackPoints.get(mapKey) ?? current;
    const undo: Partial<StatusInteractionState> = { [field]: before[field] };
    if (count) undo[count] = before[count];
    patchOverlay(scope, key, before, undo);
    return { kind: 'failed', error };
  } finally {
    rollbackPoints.delete(mapKey);
    coalescers.delete(mapKey);
  }
}

const rollbackPoints = new Map<string, StatusInteractionState>();

/** Mutes or unmutes the conversation of a post (notifications from its thread). */
export async function toggleConversationMute(
  input: Omit<ToggleInteractionInput, 'kind'>,
): Promise<ToggleOutcome> {
  const { scope, instance, status, client } = input;
  const post = status.reblog ?? status;
  const key = overlayKey(instance, status);
  const current = currentInteractions(scope, key, status);
  const next = !current.muted;
  try {
    const select = client.v1.statuses.$select(post.id);
    const response = await (next ? select.mute() : select.unmute());
    patchOverlay(scope, key, current, { muted: next }, interactionStateOf(response));
    return { kind: 'settled' };
  } catch (error) {
    return { kind: 'failed', error };
  }
}
