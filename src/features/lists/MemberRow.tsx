import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { AccountRow } from '../../components/AccountRow';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useChangeListMembership } from '../../state/lists';
import { useSession } from '../../state/session';

interface MemberRowProps {
  listId: string;
  account: mastodon.v1.Account;
  /** Add a person found by the search, or remove a member. */
  action: 'add' | 'remove';
}

/** One account with the button that adds it to the list or takes it out. */
export function MemberRow({ listId, account, action }: MemberRowProps) {
  const { t } = useLingui();
  const { instance } = useSession();
  const change = useChangeListMembership();
  const name = account.acct;
  const add = action === 'add';
  return (
    <li>
      <div className="member-row">
        <AccountRow account={account} instance={instance} />
        <button
          type="button"
          className={add ? 'button button-primary' : 'button'}
          disabled={change.isPending}
          aria-label={add ? t`Add @${name} to the list` : t`Remove @${name} from the list`}
          onClick={() => change.mutate({ listId, accountId: account.id, add })}
        >
          {add ? (
            <Trans comment="Button: adds the account to the list">Add</Trans>
          ) : (
            <Trans>Remove</Trans>
          )}
        </button>
      </div>
      {change.isError && (
        <ErrorMessage
          error={change.error}
          fallback={add ? msg`Unable to add the member.` : msg`Unable to remove the member.`}
        />
      )}
    </li>
  );
}
