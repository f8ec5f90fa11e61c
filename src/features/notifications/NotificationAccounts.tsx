import { useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { useId, useState } from 'react';
import { AccountRow } from '../../components/AccountRow';
import { Avatar } from '../../components/Avatar';
import { useNotificationGroupAccounts } from '../../state/notifications';

const SHOWN_AVATARS = 6;

interface NotificationAccountsProps {
  accounts: readonly mastodon.v1.Account[];
  instance: string;
  /** A server-made group whose accounts are a sample: expanding asks for all of them. */
  serverGroupKey?: string;
  /** A like or boost: even one account is an avatar in the row, not a full account line. */
  compact?: boolean;
}

/** The avatars of who did it; a group's can be expanded to the list of its accounts. */
export function NotificationAccounts(props: NotificationAccountsProps) {
  const { accounts: sample, instance, serverGroupKey, compact = false } = props;
  const { t } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const all = useNotificationGroupAccounts(serverGroupKey ?? '', expanded && !!serverGroupKey);
  const accounts = all.data && all.data.length > 0 ? all.data : sample;
  if (accounts.length === 0) return null;
  if (accounts.length === 1 && !serverGroupKey && !compact) {
    return (
      <div className="notification-accounts">
        <AccountRow account={accounts[0]} instance={instance} />
      </div>
    );
  }
  return (
    <div className="notification-accounts">
      <button
        type="button"
        className="notification-avatars"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
      >
        {sample.slice(0, SHOWN_AVATARS).map((account) => (
          <Avatar key={account.id} src={account.avatarStatic || account.avatar} size={32} />
        ))}
        <span className="visually-hidden">{t`Show the accounts`}</span>
        <span className="notification-expand" aria-hidden="true">
          {expanded ? '▴' : '▾'}
        </span>
      </button>
      {expanded && (
        <ul id={listId} className="plain-list result-list" aria-label={t`Accounts`}>
          {accounts.map((account) => (
            <li key={account.id}>
              <AccountRow account={account} instance={instance} />
            </li>
          ))}
        </ul>
      )}
      {!expanded && <span hidden id={listId} />}
    </div>
  );
}
