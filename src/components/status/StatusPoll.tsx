import { msg } from '@lingui/core/macro';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { useState } from 'react';
import { postKey } from '../../lib/post-key';
import { toErrorMessage } from '../error-messages';
import { formatRelativeTime } from '../../lib/time';
import { useSession } from '../../state/session';
import { LazyInteractionNotice as InteractionNotice } from './LazyInteractionNotice';
import { PollResults } from './PollResults';
import { PollVoteForm } from './PollVoteForm';
import { useInteractionBlock } from './use-interaction-gate';
import { useNow } from '../use-now';

interface StatusPollProps {
  /** The post the poll belongs to (not a boost of it); its custom emojis may appear in options. */
  post: mastodon.v1.Status;
  poll: mastodon.v1.Poll;
  instance: string;
}

function isExpired(poll: mastodon.v1.Poll, now: number): boolean {
  return poll.expired || (poll.expiresAt ? new Date(poll.expiresAt).getTime() <= now : false);
}

/** A poll: results once voted or closed, a vote form otherwise, with totals and time left. */
export function StatusPoll({ post, poll, instance }: StatusPollProps) {
  const { emojis } = post;
  const url = post.url ?? post.uri;
  const { i18n } = useLingui();
  const now = useNow();
  const session = useSession();
  const block = useInteractionBlock(instance);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [blocked, setBlocked] = useState(false);

  const [peeking, setPeeking] = useState(false);

  const expired = isExpired(poll, now);
  const settled = expired || Boolean(poll.voted);

  const vote = async (choices: number[]) => {
    if (block) {
      setBlocked(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const updated = await session.client.v1.polls.$select(poll.id).votes.create({ choices });
      // The post's one stored copy carries the poll, so every view shows the vote.
      const key = postKey(instance, post.id);
      session.posts.patch(key, (stored) => ({ ...stored, poll: updated }), post);
    } catch (caught) {
      setError(i18n._(toErrorMessage(caught, msg`Unable to vote in poll.`)));
    } finally {
      setBusy(false);
    }
  };

  const voters = poll.multiple && typeof poll.votersCount === 'number' ? poll.votersCount : null;
  const total =
    voters !== null
      ? plural(voters, { one: '# person', other: '# people' })
      : plural(poll.votesCount, { one: '# vote', other: '# votes' });
  const ends = poll.expiresAt
    ? formatRelativeTime(poll.expiresAt, { locale: i18n.locale, now, style: 'long' })
    : null;

  return (
    <div className="poll">
      {(settled || peeking) && <PollResults poll={poll} emojis={emojis} />}
      {!settled && (
        // Kept while the results are looked at, so the choices made stay made.
        <div hidden={peeking}>
          <PollVoteForm
            poll={poll}
            emojis={emojis}
            busy={busy}
            onVote={(choices) => void vote(choices)}
          />
        </div>
      )}

      <p className="poll-meta">
        <span>{total}</span>
        {expired ? (
          <span>
            <Trans comment="Of a poll: voting has ended">Closed</Trans>
          </span>
        ) : (
          ends && (
            <span>
              <Trans>Ends {ends}</Trans>
            </span>
          )
        )}
        {!settled && (
          <button type="button" className="poll-peek" onClick={() => setPeeking((value) => !value)}>
            {peeking ? <Trans>Back to voting</Trans> : <Trans>See results</Trans>}
          </button>
        )}
      </p>
      {blocked && block && (
        <InteractionNotice
          block={block}
          url={url}
          instance={instance}
          onClose={() => setBlocked(false)}
        />
      )}
      {error && (
        <p className="status-notice" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
