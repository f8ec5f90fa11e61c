import { useHotkeys } from 'react-hotkeys-hook';
import type { RefObject } from 'react';
import type { AuthorCount } from '../../lib/catchup';

/** A catch-up's posts as shown (their post, or the notice of a filtered one). */
const POSTS = '.catchup-post > .status';

function focusPost(post: HTMLElement | undefined) {
  if (!post) return;
  if (post.tabIndex < 0 && !post.hasAttribute('tabindex')) post.setAttribute('tabindex', '-1');
  post.focus();
}

/** The index of the post holding focus (or holding the focused element), else -1. */
function currentPost(posts: HTMLElement[]): number {
  const active = document.activeElement;
  return posts.findIndex((post) => post === active || post.contains(active));
}

interface CatchupKeys {
  scope: RefObject<HTMLElement | null>;
  grouped: boolean;
  authors: readonly AuthorCount[];
  authorId: string | undefined;
  onAuthor: (accountId: string | undefined) => void;
}

/**
 * j/k move between the catch-up's posts; h/l between authors: to the previous or next author's
 * group when grouped, else the previous or next author chip. Enter opens the focused post (the
 * post's own key). Mounted with the catch-up only, and off in text fields.
 */
export function useCatchupKeys({ scope, grouped, authors, authorId, onAuthor }: CatchupKeys) {
  const posts = () => [...(scope.current?.querySelectorAll<HTMLElement>(POSTS) ?? [])];

  const movePost = (step: number) => {
    const all = posts();
    const index = currentPost(all);
    focusPost(all[Math.min(all.length - 1, Math.max(0, index < 0 ? 0 : index + step))]);
  };

  const moveAuthor = (step: number) => {
    if (grouped) {
      const groups = [
        ...(scope.current?.querySelectorAll<HTMLElement>('[data-author-group]') ?? []),
      ];
      const active = document.activeElement;
      const index = groups.findIndex((group) => group.contains(active));
      const next = groups[Math.min(groups.length - 1, Math.max(0, index < 0 ? 0 : index + step))];
      focusPost(next?.querySelector<HTMLElement>(POSTS) ?? undefined);
      return;
    }
    if (authors.length === 0) return;
    const index = authors.findIndex((author) => author.account.id === authorId);
    const next = index < 0 ? (step > 0 ? 0 : authors.length - 1) : index + step;
    onAuthor(authors[Math.min(authors.length - 1, Math.max(0, next))].account.id);
  };

  const options = { useKey: true };
  const deps = [grouped, authors, authorId];
  useHotkeys('j', () => movePost(1), options, deps);
  useHotkeys('k', () => movePost(-1), options, deps);
  useHotkeys('l', () => moveAuthor(1), options, deps);
  useHotkeys('h', () => moveAuthor(-1), options, deps);
}
