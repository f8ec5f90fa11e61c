import { useEffect, useEffectEvent, type RefObject } from 'react';

/** What a key asks of the post that has focus. */
export type PostCommand = 'open' | 'reply' | 'boost' | 'like' | 'bookmark' | 'quote';

const POST_COMMAND_EVENT = 'petrel:post-command';

type PostCommandEvent = CustomEvent<{ command: PostCommand }>;

/** A post (not a quote inside one) that holds focus or holds the element that does. */
export function focusedPost(): HTMLElement | null {
  return document.activeElement?.closest<HTMLElement>('article.status') ?? null;
}

/**
 * Sends a command to the post holding focus: it goes to the innermost post around the focused
 * element that handles it (a quote opens itself, but likes go to the post quoting it). Whether a
 * post took it is returned.
 */
export function sendPostCommand(command: PostCommand): boolean {
  const from = focusedPost();
  if (!from) return false;
  const event: PostCommandEvent = new CustomEvent(POST_COMMAND_EVENT, {
    detail: { command },
    bubbles: true,
    cancelable: true,
  });
  return !from.dispatchEvent(event);
}

/** Runs the post's own handler for the commands it takes, on the post's element. */
export function usePostCommands(
  ref: RefObject<HTMLElement | null>,
  handlers: Partial<Record<PostCommand, () => void>>,
): void {
  const onCommand = useEffectEvent((event: Event) => {
    const handler = handlers[(event as PostCommandEvent).detail.command];
    if (!handler || event.defaultPrevented) return;
    event.preventDefault();
    event.stopPropagation();
    handler();
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.addEventListener(POST_COMMAND_EVENT, onCommand);
    return () => element.removeEventListener(POST_COMMAND_EVENT, onCommand);
  }, [ref]);
}
