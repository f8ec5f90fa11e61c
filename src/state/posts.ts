import type { mastodon } from 'masto';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { interactionStateOf, type StatusInteractionState } from '../lib/interaction-state';
import { postKey, shownPostKey } from '../lib/post-key';
import type { PostStore } from './post-store';
import { useSession } from './session';

type Status = mastodon.v1.Status;

/**
 * `status` as the account's post store has it now: the original post (a boost's inner post) is
 * the one stored copy, so an edit, a vote or a like made anywhere shows here. `deleted` is set
 * once the post was deleted, `hidden` while its author (or booster) is blocked or muted.
 */
export function useStoredPost(
  instance: string,
  status: Status,
): { status: Status; deleted: boolean; hidden: boolean } {
  const { posts } = useSession();
  const key = shownPostKey(instance, status);
  const subscribe = useCallback(
    (listener: () => void) => posts.subscribe(key, listener),
    [posts, key],
  );
  const stored = useSyncExternalStore(subscribe, () => posts.get(key));
  const deleted = useSyncExternalStore(subscribe, () => isDeleted(posts, instance, status));
  const hidden = useSyncExternalStore(subscribe, () => posts.isHidden(instance, status));
  const original = status.reblog ?? status;
  const current = useMemo(() => {
    if (!stored || stored === original) return status;
    return status.reblog ? { ...status, reblog: stored } : stored;
  }, [status, stored, original]);
  return { status: current, deleted, hidden };
}

/** Whether the post an entry shows, or the entry itself (a boost), was deleted. */
function isDeleted(posts: PostStore, instance: string, status: Status): boolean {
  return (
    posts.isDeleted(shownPostKey(instance, status)) || posts.isDeleted(postKey(instance, status.id))
  );
}

function isGone(posts: PostStore, instance: string, status: Status): boolean {
  return isDeleted(posts, instance, status) || posts.isHidden(instance, status);
}

/**
 * `statuses` without the deleted ones and those of hidden accounts (and without boosts of
 * them); the same array when none is.
 */
export function useWithoutDeleted(instance: string, statuses: Status[]): Status[] {
  const { posts } = useSession();
  const deletions = useSyncExternalStore(posts.subscribeDeletions, posts.deletionCount);
  return useMemo(() => {
    return deletions === 0 ? statuses : withoutDeleted(posts, instance, statuses);
  }, [deletions, posts, instance, statuses]);
}

/** `statuses` without deleted or hidden posts and boosts of them; the same array when none is. */
export function withoutDeleted(posts: PostStore, instance: string, statuses: Status[]): Status[] {
  const kept = statuses.filter((status) => !isGone(posts, instance, status));
  return kept.length === statuses.length ? statuses : kept;
}

/** The interaction state of `status` read from `instance`, from its stored copy. */
export function useStatusInteractions(instance: string, status: Status): StatusInteractionState {
  return interactionStateOf(useStoredPost(instance, status).status);
}
