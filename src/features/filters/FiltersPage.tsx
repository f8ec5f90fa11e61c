import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { isMissingEndpoint } from '../../api/errors';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { LoginRequired } from '../../components/LoginRequired';
import { Page } from '../../components/Page';
import { NotOfferedNotice } from '../../components/Unavailable';
import { filterBlurOffered } from '../../lib/filter-form';
import { markCapabilityMissing, useCapabilities } from '../../state/capabilities';
import { useFiltersQuery } from '../../state/filters';
import { useInstance, useNodeInfo } from '../../state/instance-queries';
import { useSession } from '../../state/session';
import '../../styles/filters.css';
import '../../styles/screens.css';
import { FilterForm } from './FilterForm';
import { FilterRow } from './FilterRow';

/** Which filter the form edits: none open, a new one, or an existing one by id. */
type Editing = null | 'new' | { id: string };

function useBlurOffered(instance: string): boolean {
  const record = useInstance(instance).data ?? null;
  const nodeInfo = useNodeInfo(instance).data ?? null;
  return filterBlurOffered(record, nodeInfo);
}

function FiltersIndex() {
  const { t } = useLingui();
  const session = useSession();
  const filters = useFiltersQuery();
  const blur = useBlurOffered(session.instance);
  const [editing, setEditing] = useState<Editing>(null);
  const missing = filters.isError && isMissingEndpoint(filters.error);
  useEffect(() => {
    if (missing) markCapabilityMissing(session, session.instance, 'filtersV2');
  }, [missing, session]);

  if (filters.isPending) return <Loading />;
  if (filters.isError) {
    return (
      <ErrorMessage
        error={filters.error}
        fallback={msg`Unable to load filters.`}
        onRetry={() => void filters.refetch()}
      />
    );
  }
  if (editing !== null) {
    const original =
      editing === 'new' ? undefined : filters.data.find((filter) => filter.id === editing.id);
    return (
      <FilterForm
        key={editing === 'new' ? 'new' : editing.id}
        original={original}
        blur={blur}
        onDone={() => setEditing(null)}
      />
    );
  }
  return (
    <>
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
          <Trans>New filter</Trans>
        </button>
      </div>
      {filters.data.length === 0 ? (
        <p className="empty">
          <Trans>You have no filters yet.</Trans>
        </p>
      ) : (
        <ul className="plain-list result-list" aria-label={t`Your filters`}>
          {filters.data.map((filter) => (
            <li key={filter.id}>
              <FilterRow filter={filter} onEdit={() => setEditing({ id: filter.id })} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function FiltersOrNotOffered() {
  const { t } = useLingui();
  const session = useSession();
  const { capabilities, isPending } = useCapabilities(session.instance);
  if (isPending) return <Loading />;
  if (!capabilities.filtersV2) {
    return <NotOfferedNotice message={t`This server does not offer filters.`} />;
  }
  return <FiltersIndex />;
}

/** The account's filters (v2): `/filters`. */
export function FiltersPage() {
  const { t } = useLingui();
  const { isLoggedIn } = useSession();
  return <Page title={t`Filters`}>{isLoggedIn ? <FiltersOrNotOffered /> : <LoginRequired />}</Page>;
}
