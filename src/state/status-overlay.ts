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
 * Entries exist only for posts someone interacted with (or a server reply updated); every other
 * post reads its own data. That keeps rendering a long timeline free of store writes.
 */
// Keyed by session scope first: liked/boosted are per account, even on the same instance.
type OverlayState = Record<string, Record<OverlayKey, StatusInteractionState> | undefined>;

export const useStatusOverlayStore = create<OverlayState>()(() => ({}));

export function readOverlay(scope: string, key: OverlayKey): StatusInteractionState | undefined {
  return useStatusOverlayStore.getState()[scope]?.[key];
}

export function patchOverlay(
  scope: string,
  key: OverlayKey,
  base: StatusInteractionState,
  patch: Partial<StatusInteractionState>,
): void {
  useStatusOverlayStore.setState((state) => {
    const entries = state[scope] ?? {};
    return { [scope]: { ...entries, [key]: { ...(entries[key] ?? base), ...patch } } };
  });
}

/** Forgets every entry (tests, and on account switch). */
export function resetStatusOverlay(): void {
  useStatusOverlayStore.setState(() => ({}), true);
}

/** The interaction state of `status` read from `instance`: the overlay's when it has one. */
export function useStatusInteractions(
  instance: string,
  status: mastodon.v1.Status,
): StatusInteractionState {
  const { scopeKey } = useSession();
  const key = overlayKey(instance, status);
  const entry = useStatusOverlayStore((state) => state[scopeKey]?.[key]);
  return entry ?? interactionStateOf(status);
}
