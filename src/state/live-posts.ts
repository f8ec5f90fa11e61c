import { useEffect } from 'react';
import { postKey } from '../lib/post-key';
import { refreshAccountFilters } from './filters';
import type { PostStore } from './post-store';
import { useSession } from './session';
import { useStreamingSource, type StreamEvent } from './streaming';

/** A streamed edit or deletion, applied to the one stored copy of the post. */
export function applyToPosts(posts: PostStore, instance: string, event: StreamEvent): void {
  if (event.event === 'status.update') posts.receive(instance, [event.payload]);
  else if (event.event === 'delete') posts.markDeleted(postKey(instance, event.payload));
}

/**
 * While logged in, the account's own stream keeps its posts current on every screen (a post page
 * or a list has no stream of its own): edits and deletions patch the post store, and
 * `filters_changed` reads the filters again (every open timeline re-applies them).
 */
export function useLivePosts(): void {
  const session = useSession();
  const source = useStreamingSource();
  useEffect(() => {
    if (!source) return;
    return source.subscribe(
      { stream: 'user' },
      {
        onEvent: (event) => {
          if (event.event === 'filters_changed') {
            refreshAccountFilters(
              session.queryClient,
              session.instance,
              session.account?.info.id ?? '',
            );
          } else {
            applyToPosts(session.posts, session.instance, event);
          }
        },
        onResume: () => undefined,
      },
    );
  }, [source, session]);
}
