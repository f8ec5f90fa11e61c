import type { mastodon } from 'masto';
import { create } from 'zustand';
import { useSession } from './session';

/** A post's interaction state as every view shows it, whichever list or screen holds the post. */
export interface StatusInteractionState {
  favourited: boolean;
  favouritesCount: number;
  reblogged: boolean;
  reblogsCount: number;
  bookmarked: boolean;
  muted: boolean;
  repliesCount: number;
}

/** `instance/id` */
export type OverlayKey = string;

/** `instance/id` of the original post (a boost's inner post), lower-cased instance. */
export function overlayKey(instance: string, status: Pick<mastodon.v1.Status, 'id' | 'reblog'>) {
  const original = status.reblog ?? status;
  return `${instance.toLowerCase()}/${original.id}`;
}

export function interactionStateOf(status: mastodon.v1.Status): StatusInteractionState {
  const post = status.reblog ?? status;
  return {
    favourited: Boolean(post.favourited),
    favouritesCount: post.favouritesCount ?? 0,
    reblogged: Boolean(post.reblogged),
    reblogsCount: post.reblogsCount ?? 0,
    bookmarked: Boolean(post.bookmarked),
    muted: Boolean(post.muted),
    repliesCount: post.repliesCount ?? 0,
  };
}

/**
 * Entries exist only for posts someone interacted with; every other post reads its own data,
 * which keeps rendering a long timeline free of store writes. An entry also remembers which
 * server copies of the post it already accounts for (the one acted on, the servers' replies):
 * a copy that matches none of them was fetched later and wins (someone else liked it meanwhile).
 */
export interface OverlayEntry {
  state: StatusInteractionState;
  known: string[];
}

// Keyed by session scope first: liked/boosted are per account, even on the same instance.
type OverlayState = Record<string, Record<OverlayKey, OverlayEntry> | undefined>;

const MAX_KNOWN = 6;

/** The fields the overlay changes, as one comparable string (replies are always read from the post). */
function fingerprint(state: StatusInteractionState): string {
  const { favourited, favouritesCount, reblogged, reblogsCount, bookmarked, muted } = state;
  return [favourited, favouritesCount, reblogged, reblogsCount, bookmarked, muted].join('|');
}

function resolveState(
  entry: OverlayEntry | undefined,
  own: StatusInteractionState,
): StatusInteractionState {
  if (!entry || !entry.known.includes(fingerprint(own))) return own;
  return { ...entry.state, repliesCount: own.repliesCount };
}

export const useStatusOverlayStore = create<OverlayState>()(() => ({}));

/** What every view shows for `status` right now. */
export function currentInteractions(
  scope: string,
  key: OverlayKey,
  status: mastodon.v1.Status,
): StatusInteractionState {
  return resolveState(useStatusOverlayStore.getState()[scope]?.[key], interactionStateOf(status));
}

export function readOverlay(scope: string, key: OverlayKey): StatusInteractionState | undefined {
  return useStatusOverlayStore.getState()[scope]?.[key]?.state;
}

/**
 * Changes an entry (created from `base`, the state shown before the change). `serverCopy` is the
 * post as a server reply returned it, so later renders of that copy keep showing the entry.
 */
export function patchOverlay(
  scope: string,
  key: OverlayKey,
  base: StatusInteractionState,
  patch: Partial<StatusInteractionState>,
  serverCopy?: StatusInteractionState,
): void {
  useStatusOverlayStore.setState((state) => {
    const entries = state[scope] ?? {};
    const entry = entries[key] ?? { state: base, known: [fingerprint(base)] };
    const known = serverCopy
      ? [...entry.known, fingerprint(serverCopy)].slice(-MAX_KNOWN)
      : entry.known;
    return { [scope]: { ...entries, [key]: { state: { ...entry.state, ...patch }, known } } };
  });
}

/** Forgets every entry (tests, and on account switch). */
export function resetStatusOverlay(): void {
  useStatusOverlayStore.setState(() => ({}), true);
}

/** The interaction state of `status` read from `instance`: the overlay's when it applies. */
export function useStatusInteractions(
  instance: string,
  status: mastodon.v1.Status,
): StatusInteractionState {
  const { scopeKey } = useSession();
  const key = overlayKey(instance, status);
  const entry = useStatusOverlayStore((state) => state[scopeKey]?.[key]);
  return resolveState(entry, interactionStateOf(status));
}
