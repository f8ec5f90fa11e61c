import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import type { FollowRequestAction, FollowRequestFailure } from '../state/follow-requests';
import { ErrorMessage } from './ErrorMessage';

interface FollowRequestButtonsProps {
  account: Pick<mastodon.v1.Account, 'id' | 'acct' | 'displayName' | 'username'>;
  onAnswer: (action: FollowRequestAction) => void;
}

/** Accept and Reject for one account's follow request; each acts at once. */
export function FollowRequestButtons({ account, onAnswer }: FollowRequestButtonsProps) {
  const { t } = useLingui();
  const name = account.displayName || account.username;
  return (
    <span className="follow-request-buttons">
      <button
        type="button"
        className="button button-primary"
        aria-label={t`Accept follow request from ${name}`}
        onClick={() => onAnswer({ account, answer: 'authorize' })}
      >
        <Trans comment="Button: accepts a request (to follow you, or to send you notifications)">
          Accept
        </Trans>
      </button>
      <button
        type="button"
        className="button"
        aria-label={t`Reject follow request from ${name}`}
        onClick={() => onAnswer({ account, answer: 'reject' })}
      >
        <Trans comment="Button: rejects a request to follow you">Reject</Trans>
      </button>
    </span>
  );
}

/** Which answer did not go through: the request is back where it was. */
export function FollowRequestFailureMessage({ failure }: { failure: FollowRequestFailure }) {
  const acct = failure.account.acct;
  return (
    <ErrorMessage
      error={failure.error}
      fallback={
        failure.answer === 'authorize'
          ? msg`Unable to accept the follow request from @${acct}. It is still pending.`
          : msg`Unable to reject the follow request from @${acct}. It is still pending.`
      }
    />
  );
}
