import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { mastodon } from 'masto';
import { useConfirm } from '../../components/use-confirm';
import { ErrorMessage } from '../../components/ErrorMessage';
import {
  FollowRequestButtons,
  FollowRequestFailureMessage,
} from '../../components/FollowRequestActions';
import { fullHandle } from '../../lib/accounts';
import {
  followButtonState,
  relationshipBadges,
  type RelationshipBadge,
} from '../../lib/relationship';
import { useChangeRelationship, useRelationship } from '../../state/accounts-queries';
import { useFollowRequestAnswers, type FollowRequestAction } from '../../state/follow-requests';
import { PrivateNote } from './PrivateNote';
import { ProfileMoreMenu } from './ProfileMoreMenu';

const BADGE_TEXT: Record<RelationshipBadge, MessageDescriptor> = {
  'follows-you': msg`Follows you`,
  following: msg({ message: 'Following', context: 'state: you follow this account' }),
  requested: msg`Follow requested`,
  blocking: msg({
    message: 'Blocked',
    comment: 'Badge on a profile: you have blocked this account',
  }),
  'blocked-by': msg`Has blocked you`,
  muting: msg({ message: 'Muted', comment: 'Badge on a profile: you have muted this account' }),
  'domain-blocking': msg`Domain blocked`,
};

/** "Requested to follow you" with Accept and Reject, the same answers as the Follow requests list. */
function IncomingFollowRequest({
  account,
  onAnswer,
}: {
  account: mastodon.v1.Account;
  onAnswer: (action: FollowRequestAction) => void;
}) {
  return (
    <div className="profile-follow-request" role="group" aria-labelledby="profile-follow-request">
      <p id="profile-follow-request">
        <Trans>Requested to follow you</Trans>
      </p>
      <FollowRequestButtons account={account} onAnswer={onAnswer} />
    </div>
  );
}

interface RelationshipBarProps {
  account: mastodon.v1.Account;
  instance: string;
}

/** How the reader relates to this account, with Follow / Unfollow. Logged-in, own instance only. */
export function RelationshipBar({ account, instance }: RelationshipBarProps) {
  const { i18n, t } = useLingui();
  const relationship = useRelationship(instance, account.id);
  const follow = useChangeRelationship(account.id);
  const { confirm, dialog } = useConfirm();
  // Kept here: the request's own part leaves (and comes back on a failure) with `requestedBy`.
  const followRequest = useFollowRequestAnswers();
  if (!relationship.data) return null;
  const state = followButtonState(relationship.data);
  const badges = relationshipBadges(relationship.data).filter((badge) => badge !== 'following');
  const name = account.displayName || account.username;
  const handle = fullHandle(account.acct, instance);
  // Unfollowing (or withdrawing a request) asks first; following does not.
  const changeFollow = async () => {
    if (state === 'follow') return follow.mutate({ kind: 'follow' });
    const yes = await confirm(
      state === 'unfollow'
        ? {
            title: t`Unfollow ${handle}?`,
            detail: t`Their posts will no longer show on your Home timeline.`,
            confirmLabel: t`Unfollow`,
          }
        : {
            title: t`Cancel your follow request to ${handle}?`,
            confirmLabel: t`Cancel request`,
          },
    );
    if (yes) follow.mutate({ kind: 'unfollow' });
  };
  return (
    <div className="profile-relationship">
      {relationship.data.requestedBy && (
        <IncomingFollowRequest account={account} onAnswer={followRequest.answer} />
      )}
      {followRequest.failure && <FollowRequestFailureMessage failure={followRequest.failure} />}
      {badges.length > 0 && (
        <ul
          className="profile-badges"
          aria-label={i18n._(
            msg({
              message: 'Relationship',
              comment:
                'Label of the badges saying how you relate to an account (follows you, muted…)',
            }),
          )}
        >
          {badges.map((badge) => (
            <li key={badge} className="badge">
              {i18n._(BADGE_TEXT[badge])}
            </li>
          ))}
        </ul>
      )}
      {state && (
        <button
          type="button"
          className={state === 'follow' ? 'button button-primary' : 'button'}
          disabled={follow.isPending}
          aria-label={
            state === 'follow'
              ? i18n._(msg`Follow ${name}`)
              : state === 'unfollow'
                ? i18n._(msg`Unfollow ${name}`)
                : i18n._(msg`Cancel follow request to ${name}`)
          }
          onClick={() => void changeFollow()}
        >
          {state === 'follow' ? (
            <Trans comment="Button: follows the account or hashtag (verb)">Follow</Trans>
          ) : state === 'unfollow' ? (
            <Trans comment="Button: stops following the account or hashtag">Unfollow</Trans>
          ) : (
            <Trans>Cancel request</Trans>
          )}
        </button>
      )}
      {dialog}
      <ProfileMoreMenu account={account} relationship={relationship.data} />
      {follow.isError && (
        <ErrorMessage error={follow.error} fallback={msg`Unable to update the follow.`} />
      )}
      {relationship.data.note && <PrivateNote note={relationship.data.note} />}
    </div>
  );
}
