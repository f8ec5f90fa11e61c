import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';

interface NewerPostsOfferProps {
  count: number;
  /** Only a lower bound is known: more are newer than the `count` loaded. */
  more: boolean;
  onJump: () => void;
}

/** Reopened at an old reading position: how much is newer, and a way to the newest. */
export function NewerPostsOffer({ count, more, onJump }: NewerPostsOfferProps) {
  const wording = more
    ? plural(count, { one: 'More than # newer post', other: 'More than # newer posts' })
    : plural(count, { one: '# newer post', other: '# newer posts' });
  return (
    <div className="newer-offer">
      <span>{wording}</span>
      <button type="button" className="button button-primary newer-offer-jump" onClick={onJump}>
        <Trans>Jump to newest</Trans>
      </button>
    </div>
  );
}
