import { plural } from '@lingui/core/macro';

interface NewerPostsOfferProps {
  count: number;
  /** Only a lower bound is known: more are newer than the `count` loaded. */
  more: boolean;
  onJump: () => void;
}

/**
 * Reopened where the reader stopped, below newer posts: how many there are, as a button at the
 * top of the timeline that goes to the newest. It holds its own place at the top (the feed keeps
 * what it covers below it).
 */
export function NewerPostsOffer({ count, more, onJump }: NewerPostsOfferProps) {
  const wording = more
    ? plural(count, { one: '#+ newer posts', other: '#+ newer posts' })
    : plural(count, { one: '# newer post', other: '# newer posts' });
  return (
    <div className="newer-offer">
      <button type="button" className="button newer-offer-jump" onClick={onJump}>
        <span aria-hidden="true">↑</span>
        <span>{wording}</span>
      </button>
    </div>
  );
}
