import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import type { ReactNode } from 'react';
import { AccountRow } from '../../components/AccountRow';
import { blockAccountQuestion } from '../../components/block-questions';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useConfirm } from '../../components/use-confirm';
import { fullHandle } from '../../lib/accounts';
import { useChangeRelationship } from '../../state/accounts-queries';

interface AccountToggleRowProps {
  account: mastodon.v1.Account;
  instance: string;
  kind: 'block' | 'mute';
  /** More about the row (when a mute ends). */
  detail?: ReactNode;
}

/**
 * A blocked or muted account with Unblock / Unmute. The row stays once undone, offering to block
 * or mute again, so a slip is mended where it happened.
 */
export function AccountToggleRow({ account, instance, kind, detail }: AccountToggleRowProps) {
  const { t, i18n } = useLingui();
  const change = useChangeRelationship(account.id);
  const acct = account.acct;
  const active =
    change.data === undefined ? true : kind === 'block' ? change.data.blocking : change.data.muting;
  const label =
    kind === 'block'
      ? active
        ? t`Unblock @${acct}`
        : t`Block @${acct}`
      : active
        ? t`Unmute @${acct}`
        : t`Mute @${acct}`;
  const text =
    kind === 'block'
      ? active
        ? t`Unblock`
        : t`Block`
      : active
        ? t({ message: 'Unmute', comment: 'Button: stops muting the account' })
        : t`Mute`;
  const { confirm, dialog: question } = useConfirm();
  const toggle = async () => {
    if (kind === 'block') {
      if (active || (await confirm(blockAccountQuestion(i18n, fullHandle(acct, instance))))) {
        change.mutate({ kind: active ? 'unblock' : 'block' });
      }
    }
    // Muting again is until unmuted, with notifications, as the server does by default.
    else
      change.mutate(
        active ? { kind: 'unmute' } : { kind: 'mute', durationSeconds: 0, notifications: true },
      );
  };
  return (
    <>
      <div className="request-main">
        <AccountRow account={account} instance={instance} />
        {active && detail}
      </div>
      <div className="request-actions">
        <button
          type="button"
          className={active ? 'button' : 'button button-primary'}
          aria-label={label}
          disabled={change.isPending}
          onClick={() => void toggle()}
        >
          {text}
        </button>
      </div>
      {change.isError && (
        <ErrorMessage
          error={change.error}
          fallback={
            kind === 'block' ? msg`Unable to change the block.` : msg`Unable to change the mute.`
          }
        />
      )}
      {question}
    </>
  );
}
