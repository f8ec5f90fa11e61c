import { Trans, useLingui } from '@lingui/react/macro';
import { IsolatedMessage } from '../../components/IsolatedMessage';
import { Link } from '../../components/router';
import { NotificationIcon } from '../../components/notifications/NotificationIcon';
import { notificationWording } from '../../components/notifications/notification-wording';
import { RelativeTime } from '../../components/status/RelativeTime';
import { appPaths } from '../../lib/app-paths';
import { isCompactGroup, showsAccountRow } from '../../lib/notifications/kinds';
import type { NotificationGroup } from '../../lib/notifications/model';
import { useSession } from '../../state/session';
import { NotificationAccounts } from './NotificationAccounts';
import { NotificationPost } from './NotificationPost';

interface NotificationRowProps {
  group: NotificationGroup;
  /** Newer than the last-read marker. */
  isNew: boolean;
}

/** One notification (or group of them): icon, what happened, who, and the post it concerns. */
export function NotificationRow({ group, isNew }: NotificationRowProps) {
  const { i18n } = useLingui();
  const { instance } = useSession();
  const wording = notificationWording(group);
  const sentence = i18n._(wording);
  const showsAccounts = showsAccountRow(group.type);
  const compact = isCompactGroup(group.type);
  const post = group.status && (
    <NotificationPost type={group.type} status={group.status} instance={instance} />
  );
  return (
    <article
      className={isNew ? 'notification-row is-new' : 'notification-row'}
      aria-label={sentence}
      data-type={group.type}
    >
      <span className="notification-type">
        <NotificationIcon type={group.type} />
      </span>
      <div className="notification-main">
        <p className="notification-text">
          <span>
            <IsolatedMessage message={wording} />
          </span>
          {isNew && (
            <span className="notification-new">
              <Trans comment="Badge of a notification not yet seen">New</Trans>
            </span>
          )}
          {group.newestAt && <RelativeTime value={group.newestAt} />}
        </p>
        {compact && post}
        {showsAccounts && (
          <NotificationAccounts
            accounts={group.accounts}
            instance={instance}
            compact={compact}
            serverGroupKey={
              group.fromServer && group.count > group.accounts.length ? group.key : undefined
            }
          />
        )}
        {group.type === 'follow_request' && (
          <Link className="notification-link" to={appPaths.followRequests()}>
            <Trans>Review follow requests</Trans>
          </Link>
        )}
        {!compact && post}
      </div>
    </article>
  );
}
