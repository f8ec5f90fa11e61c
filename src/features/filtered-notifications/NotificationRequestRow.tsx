import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { useMemo } from 'react';
import { Link } from '../../components/router';
import { Avatar } from '../../components/Avatar';
import { EmojiText } from '../../components/status/EmojiText';
import { appPaths } from '../../lib/app-paths';
import { requestNotificationCount } from '../../lib/notification-policy';
import { htmlToPlainText } from '../../lib/plain-text';
import type { RequestAction } from '../../state/notification-requests';
import { useStoredPost } from '../../state/posts';
import { useSession } from '../../state/session';

interface NotificationRequestRowProps {
  request: mastodon.v1.NotificationRequest;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onAnswer: (action: RequestAction) => void;
}

/** What the sender's latest filtered post says, as plain text (its warning alone if it has one). */
function LastPostPreview({ status: held }: { status: mastodon.v1.Status }) {
  const { instance } = useSession();
  // The one stored copy: an edit shows, a deletion hides the preview.
  const { status, deleted } = useStoredPost(instance, held);
  const warning = status.spoilerText;
  const text = useMemo(() => htmlToPlainText(status.content), [status.content]);
  if (deleted || (!warning && !text)) return null;
  return (
    <p className="request-preview" dir="auto">
      {warning ? <Trans>Content warning: {warning}</Trans> : text}
    </p>
  );
}

/** One sender's filtered notifications: open them, select, accept or dismiss. */
export function NotificationRequestRow({
  request,
  selected,
  onSelect,
  onAnswer,
}: NotificationRequestRowProps) {
  const { t } = useLingui();
  const { account } = request;
  const name = account.displayName || account.username;
  const count = requestNotificationCount(request.notificationsCount);
  const countText = plural(count, { one: '# notification', other: '# notifications' });
  return (
    <li className="request-row notification-request">
      <input
        type="checkbox"
        className="request-select"
        checked={selected}
        aria-label={t`Select ${name}`}
        onChange={(event) => onSelect(event.target.checked)}
      />
      <div className="request-main">
        <Link className="result-row" to={appPaths.notificationRequest(request.id)}>
          <Avatar src={account.avatarStatic || account.avatar} size={44} />
          <span className="result-text">
            <span className="result-title">
              <EmojiText text={name} emojis={account.emojis} />
            </span>
            <span className="result-detail">
              @{account.acct} · {countText}
            </span>
          </span>
        </Link>
        {request.lastStatus && <LastPostPreview status={request.lastStatus} />}
      </div>
      <span className="request-actions">
        <button
          type="button"
          className="button button-primary"
          aria-label={t`Accept notifications from ${name}`}
          onClick={() => onAnswer({ requests: [request], answer: 'accept' })}
        >
          <Trans>Accept</Trans>
        </button>
        <button
          type="button"
          className="button"
          aria-label={t`Dismiss notifications from ${name}`}
          onClick={() => onAnswer({ requests: [request], answer: 'dismiss' })}
        >
          <Trans
            context="decline a notification request"
            comment="Button: dismisses a request from an account whose notifications are filtered, ignoring them (not: close)"
          >
            Dismiss
          </Trans>
        </button>
      </span>
    </li>
  );
}
