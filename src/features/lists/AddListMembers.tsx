import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { useId, useState } from 'react';
import { AccountRow } from '../../components/AccountRow';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { candidatesToAdd } from '../../lib/lists';
import { useChangeListMembership, useFollowingSearch, useListMembers } from '../../state/lists';
import { useSession } from '../../state/session';

function CandidateRow({ listId, account }: { listId: string; account: mastodon.v1.Account }) {
  const { t } = useLingui();
  const { instance } = useSession();
  const change = useChangeListMembership();
  const name = account.acct;
  return (
    <li>
      <div className="member-row">
        <AccountRow account={account} instance={instance} />
        <button
          type="button"
          className="button button-primary"
          disabled={change.isPending}
          aria-label={t`Add @${name} to the list`}
          onClick={() => change.mutate({ listId, accountId: account.id, add: true })}
        >
          <Trans>Add</Trans>
        </button>
      </div>
      {change.isError && (
        <ErrorMessage error={change.error} fallback={msg`Unable to add the member.`} />
      )}
    </li>
  );
}

/** Finds accounts one follows (lists hold only those) and adds them to the list. */
export function AddListMembers({ listId }: { listId: string }) {
  const { t } = useLingui();
  const inputId = useId();
  const session = useSession();
  const [q, setQ] = useState('');
  const debounced = useDebouncedValue(q, 300);
  const found = useFollowingSearch(debounced);
  const members = useListMembers(listId);
  const memberIds = new Set(
    members.data?.pages.flatMap((page) => page.accounts.map((account) => account.id)) ?? [],
  );
  const candidates = candidatesToAdd(found.data ?? [], memberIds, session.account?.info.id);
  return (
    <section className="member-section">
      <label htmlFor={inputId}>
        <Trans>Add people you follow</Trans>
      </label>
      <div className="search-form">
        <input
          id={inputId}
          type="search"
          value={q}
          autoComplete="off"
          placeholder={t`Name or handle`}
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      {found.isError && (
        <ErrorMessage error={found.error} fallback={msg`Unable to search accounts.`} />
      )}
      {debounced.trim() && found.data && candidates.length === 0 && (
        <p className="empty">
          <Trans>No one you follow matches, or they are all in the list already.</Trans>
        </p>
      )}
      {candidates.length > 0 && (
        <ul className="plain-list result-list" aria-label={t`People to add`}>
          {candidates.map((account) => (
            <CandidateRow key={account.id} listId={listId} account={account} />
          ))}
        </ul>
      )}
    </section>
  );
}
