import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { candidatesToAdd } from '../../lib/lists';
import { useFollowingSearch, useListMembers } from '../../state/lists';
import { useSession } from '../../state/session';
import { MemberRow } from './MemberRow';

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
            <MemberRow key={account.id} listId={listId} account={account} action="add" />
          ))}
        </ul>
      )}
    </section>
  );
}
